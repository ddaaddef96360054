import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CounterSaleForm } from '../../features/vendors/CounterSaleForm.tsx';
import { counterTexts } from '../../features/vendors/counterTexts.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /vendor/generate-ticket (operations.md §2): sell an activity, a pass or an event at the counter. */
export function VendorGenerateTicketPage() {
  const { t, say } = useT();
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor
          component={Link}
          to="/vendor/dashboard"
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          {t('counter.nav.backToDashboard')}
        </Anchor>
        <div>
          <Title order={1}>{t('counter.sell.title')}</Title>
          <Text c="dimmed">{t('counter.sell.intro')}</Text>
        </div>
        <CounterSaleForm
          onSold={(sale) => {
            if (sale.status === 'paid') {
              toast.success(say(counterTexts, 'cashSaleRecorded'));
            }
            void navigate(`/vendor/booking-success?sale=${encodeURIComponent(sale.id)}`);
          }}
        />
      </Stack>
    </Container>
  );
}
