import { Card, Container, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { QuoteWizard } from '../../features/quote/QuoteWizard.tsx';
import { quotePrefillFrom } from '../../features/quote/quotePrefill.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { BackBar } from '../../shared/ui/BackBar.tsx';

/** /concierge/quote — the quote request wizard on a page of its own. */
export function QuotePage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Container size={720} py="md">
      <BackBar title={t('common.meta.quote.title')} />
      <Text c="dimmed" mb="lg">
        {t('quote.page.intro')}
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
