import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { EXTERNAL_LINKS, FOOTER_APP_LINKS } from '../../shared/lib/externalLinks.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { NewsletterSignUp } from './NewsletterSignUp.tsx';

// Tall enough to tap (44 px) without looking padded.
const linkStyle = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="azulejo.1" size="sm" style={linkStyle}>
      {children}
    </Anchor>
  );
}

function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="azulejo.1" size="sm" style={linkStyle}>
      {children}
    </Anchor>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={0} align="flex-start" component="section" aria-label={title}>
      <Title order={2} size="h6" c="white" tt="uppercase" lts={0.6} mb={4}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The site footer (operations.md §2): the app's company pages, support, guider registration, social accounts. */
export function Footer() {
  const { t } = useT();
  return (
    <Box component="footer" className="azulejo-pattern" c="white" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="xl">
          <Stack gap="sm">
            <Logo to="/home" inverted />
            <Text size="sm" c="azulejo.1" maw={280}>
              {t('common.footer.tagline')}
            </Text>
          </Stack>
          <FooterColumn title={t('common.footer.explore')}>
            <AppLink to="/discover">{t('common.footer.allActivities')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.passes}>{t('common.footer.cityPasses')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.concierge}>{t('common.footer.concierge')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.lisbonAndPorto}>{t('common.footer.lisbonAndPorto')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.gallery}>{t('common.footer.gallery')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.liveMap}>{t('common.footer.liveMap')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.blog}>{t('common.footer.blog')}</AppLink>
          </FooterColumn>
          <FooterColumn title="Roteiro">
            <AppLink to={FOOTER_APP_LINKS.aboutUs}>{t('common.footer.aboutUs')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.contracts}>{t('common.footer.contracts')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.privacyPolicy}>{t('common.footer.privacyPolicy')}</AppLink>
          </FooterColumn>
          <FooterColumn title={t('common.footer.support')}>
            <AppLink to={FOOTER_APP_LINKS.supportFaq}>{t('common.footer.faq')}</AppLink>
            <ExternalLink href={EXTERNAL_LINKS.whatsApp}>{t('common.footer.whatsApp')}</ExternalLink>
            <AppLink to={FOOTER_APP_LINKS.feedback}>{t('common.footer.feedback')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.guiderRegistration}>{t('common.footer.becomeGuider')}</AppLink>
            <AppLink to={FOOTER_APP_LINKS.transferRegistration}>{t('common.footer.driveTransfers')}</AppLink>
          </FooterColumn>
          <FooterColumn title={t('common.footer.followUs')}>
            <Group gap="xs">
              <ActionIcon
                component="a"
                href={EXTERNAL_LINKS.instagram}
                target="_blank"
                rel="noopener noreferrer"
                variant="white"
                color="azulejo"
                size="xl"
                aria-label={t('common.footer.onInstagram')}
              >
                <IconBrandInstagram size={22} aria-hidden />
              </ActionIcon>
              <ActionIcon
                component="a"
                href={EXTERNAL_LINKS.facebook}
                target="_blank"
                rel="noopener noreferrer"
                variant="white"
                color="azulejo"
                size="xl"
                aria-label={t('common.footer.onFacebook')}
              >
                <IconBrandFacebook size={22} aria-hidden />
              </ActionIcon>
              <ActionIcon
                component="a"
                href={EXTERNAL_LINKS.whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                variant="white"
                color="azulejo"
                size="xl"
                aria-label={t('common.footer.onWhatsApp')}
              >
                <IconBrandWhatsapp size={22} aria-hidden />
              </ActionIcon>
            </Group>
          </FooterColumn>
        </SimpleGrid>
        <Box mt={40}>
          <NewsletterSignUp />
        </Box>
        <Text size="xs" c="azulejo.2" mt={40}>
          {t('common.footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
