import { Card, Container, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { QuoteWizard } from '../../features/quote/QuoteWizard.tsx';
import { quotePrefillFrom } from '../../features/quote/quotePrefill.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';

/** /concierge/quote — the quote request wizard on a page of its own. */
export function QuotePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Container size={720} py="md">
      <BackBar title="Request a quote" />
      <Text c="dimmed" mb="lg">
        Tell us about your trip and we will send you a personalised plan and quote by e-mail.
      </Text>
      <Card withBorder padding="lg" shadow="sm">
        <QuoteWizard
          prefill={quotePrefillFrom(params)}
          onSent={() => void navigate('/concierge/quote/success')}
        />
      </Card>
    </Container>
  );
}
