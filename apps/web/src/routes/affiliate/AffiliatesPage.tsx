import {
  Accordion,
  Alert,
  Anchor,
  Box,
  Container,
  Grid,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS,
  AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS,
  AFFILIATE_MAX_COMMISSION_BASIS_POINTS,
} from '@roteiro/domain/affiliates/schemas';
import { Link } from 'react-router';
import { AffiliateJoinForm } from '../../features/affiliates/AffiliateJoinForm.tsx';
import { percentIn } from '../../features/affiliates/affiliateTexts.ts';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';

const commission = AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS / 100;
const maxCommission = AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100;
const discount = AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS / 100;

const FAQ: [question: TMessageId, answer: TMessageId][] = [
  ['affiliate.promo.faq.howQuestion', 'affiliate.promo.faq.howAnswer'],
  ['affiliate.promo.faq.earnQuestion', 'affiliate.promo.faq.earnAnswer'],
  ['affiliate.promo.faq.approvedQuestion', 'affiliate.promo.faq.approvedAnswer'],
  ['affiliate.promo.faq.paidQuestion', 'affiliate.promo.faq.paidAnswer'],
  ['affiliate.promo.faq.costQuestion', 'affiliate.promo.faq.costAnswer'],
];

/** /affiliates: the program's promo page with the join form and an FAQ. */
export function AffiliatesPage() {
  const { t, locale } = useT();
  const user = useSessionQuery().data?.user;
  const rates = {
    commission: percentIn(commission, locale),
    maxCommission: percentIn(maxCommission, locale),
    discount: percentIn(discount, locale),
  };
  return (
    <Box>
      <Box className="azulejo-pattern" py={{ base: 40, sm: 72 }} px="md">
        <Container size="lg">
          <Grid gap={{ base: 'lg', md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md" c="white">
                <Title order={1} size="h1">
                  {t('affiliate.promo.title')}
                </Title>
                <Text size="lg">{t('affiliate.promo.intro', rates)}</Text>
                <List spacing="xs">
                  <List.Item>{t('affiliate.promo.perkCode', rates)}</List.Item>
                  <List.Item>{t('affiliate.promo.perkDashboard')}</List.Item>
                  <List.Item>{t('affiliate.promo.perkPaid')}</List.Item>
                </List>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper p={{ base: 'lg', sm: 'xl' }} shadow="lg">
                <Stack gap="md">
                  <Title order={2} size="h3">
                    {t('affiliate.promo.joinTitle')}
                  </Title>
                  {user ? (
                    <Alert color="blue" title={t('affiliate.promo.signedIn')}>
                      {user.role === 'affiliate' ? (
                        <Anchor component={Link} to="/affiliate/dashboard">
                          {t('affiliate.promo.goToDashboard')}
                        </Anchor>
                      ) : (
                        t('affiliate.promo.signOutToJoin')
                      )}
                    </Alert>
                  ) : (
                    <AffiliateJoinForm />
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'xl', sm: 56 }}>
        <Stack gap="lg">
          <Title order={2}>{t('affiliate.promo.faqTitle')}</Title>
          <Accordion variant="separated">
            {FAQ.map(([question, answer]) => (
              <Accordion.Item key={question} value={question}>
                <Accordion.Control>{t(question)}</Accordion.Control>
                <Accordion.Panel>{t(answer, rates)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Container>
    </Box>
  );
}
