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
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';

const commission = AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS / 100;
const maxCommission = AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100;
const discount = AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS / 100;

const FAQ = [
  {
    question: 'How does the affiliates program work?',
    answer: `You get a personal discount code. Share it, or links with it, with your audience: travellers who book with it get ${discount}% off, and you earn a commission on what they pay.`,
  },
  {
    question: 'How much do I earn?',
    answer: `New affiliates earn ${commission}% of what the traveller paid after the discount; partners with more bookings can earn up to ${maxCommission}%.`,
  },
  {
    question: 'When is a commission approved?',
    answer:
      'A commission is pending from the moment the traveller pays, approved once the activity starts, and paid when we transfer it to your payment account. A refunded booking earns no commission.',
  },
  {
    question: 'How do I get paid?',
    answer:
      'Through our card payment provider: after joining you set up a payment account (identity and bank details) and we transfer your approved commissions to it.',
  },
  {
    question: 'Does it cost anything?',
    answer: 'No. Joining is free and you can stop at any time.',
  },
];

/** /affiliates: the program's promo page with the join form and an FAQ. */
export function AffiliatesPage() {
  const user = useSessionQuery().data?.user;
  return (
    <Box>
      <Box className="azulejo-pattern" py={{ base: 40, sm: 72 }} px="md">
        <Container size="lg">
          <Grid gap={{ base: 'lg', md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md" c="white">
                <Title order={1} size="h1">
                  Earn with Roteiro: become an affiliate
                </Title>
                <Text size="lg">
                  Recommend the best tours and experiences in Portugal and earn {commission}% on every booking
                  made with your code, up to {maxCommission}%.
                </Text>
                <List spacing="xs">
                  <List.Item>Your own discount code: {discount}% off for your audience</List.Item>
                  <List.Item>Earnings you can follow on your dashboard</List.Item>
                  <List.Item>Paid straight to your bank account</List.Item>
                </List>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper p={{ base: 'lg', sm: 'xl' }} shadow="lg">
                <Stack gap="md">
                  <Title order={2} size="h3">
                    Join the program
                  </Title>
                  {user ? (
                    <Alert color="blue" title="You are signed in">
                      {user.role === 'affiliate' ? (
                        <Anchor component={Link} to="/affiliate/dashboard">
                          Go to your affiliate dashboard
                        </Anchor>
                      ) : (
                        'Sign out to join the affiliates program with another e-mail address.'
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
          <Title order={2}>Frequently asked questions</Title>
          <Accordion variant="separated">
            {FAQ.map((item) => (
              <Accordion.Item key={item.question} value={item.question}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>{item.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Container>
    </Box>
  );
}
