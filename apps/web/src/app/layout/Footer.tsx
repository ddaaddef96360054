import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** The site footer (operations.md §2): company pages, support, guider registration, social accounts. */
export function Footer() {
  return (
    <Box component="footer" className="azulejo-pattern" c="white" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="xl">
          <Stack gap="sm">
            <Logo to="/home" inverted />
            <Text size="sm" c="azulejo.1" maw={280}>
              Tours and experiences across Portugal, with local guides.
            </Text>
          </Stack>
          <FooterColumn title="Explore">
            <AppLink to="/discover">All activities</AppLink>
            <AppLink to={FOOTER_APP_LINKS.passes}>City passes</AppLink>
            <AppLink to={FOOTER_APP_LINKS.concierge}>Concierge and transfers</AppLink>
            <AppLink to={FOOTER_APP_LINKS.lisbonAndPorto}>Lisbon and Porto in 7 days</AppLink>
            <AppLink to={FOOTER_APP_LINKS.gallery}>Photo gallery</AppLink>
            <AppLink to={FOOTER_APP_LINKS.liveMap}>Live map</AppLink>
          </FooterColumn>
          <FooterColumn title="Roteiro">
            <ExternalLink href={EXTERNAL_LINKS.aboutUs}>About us</ExternalLink>
            <ExternalLink href={EXTERNAL_LINKS.contracts}>Contracts</ExternalLink>
            <ExternalLink href={EXTERNAL_LINKS.privacyPolicy}>Privacy policy</ExternalLink>
          </FooterColumn>
          <FooterColumn title="Support">
            <AppLink to={FOOTER_APP_LINKS.supportFaq}>Frequently asked questions</AppLink>
            <ExternalLink href={EXTERNAL_LINKS.whatsApp}>Chat with us on WhatsApp</ExternalLink>
            <AppLink to={FOOTER_APP_LINKS.feedback}>Tell us how it went</AppLink>
            <AppLink to={FOOTER_APP_LINKS.guiderRegistration}>Become a guider</AppLink>
            <AppLink to={FOOTER_APP_LINKS.transferRegistration}>Drive transfers with us</AppLink>
          </FooterColumn>
          <FooterColumn title="Follow us">
            <Group gap="xs">
              <ActionIcon
                component="a"
                href={EXTERNAL_LINKS.instagram}
                target="_blank"
                rel="noopener noreferrer"
                variant="white"
                color="azulejo"
                size="xl"
                aria-label="Roteiro on Instagram"
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
                aria-label="Roteiro on Facebook"
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
                aria-label="Roteiro on WhatsApp"
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
          © {new Date().getFullYear()} Roteiro. Made in Portugal.
        </Text>
      </Container>
    </Box>
  );
}
