import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { counterTexts } from '@roteiro/domain/vendors/counter';
import { Link, useNavigate } from 'react-router';
import { CounterSaleForm } from '../../features/vendors/CounterSaleForm.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /vendor/generate-ticket (operations.md §2): sell an activity, a pass or an event at the counter. */
export function VendorGenerateTicketPage() {
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
          ← Vendor dashboard
        </Anchor>
        <div>
          <Title order={1}>Sell tickets</Title>
          <Text c="dimmed">Choose what to sell and when, then take the payment.</Text>
        </div>
        <CounterSaleForm
          onSold={(sale) => {
            if (sale.status === 'paid') {
              toast.success(counterTexts.cashSaleRecorded);
            }
            void navigate(`/vendor/booking-success?sale=${encodeURIComponent(sale.id)}`);
          }}
        />
      </Stack>
    </Container>
  );
}
