import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime } from '@roteiro/domain/time/format';
import { counterTexts, type TVendorSale } from '@roteiro/domain/vendors/counter';
import { IconCircleCheck, IconPrinter, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingSummary, TicketCards } from '../../features/booking/BookingSummary.tsx';
import { QrImage } from '../../features/booking/QrImage.tsx';
import {
  useCancelSaleMutation,
  useRefundSaleMutation,
  useVendorSaleQuery,
  useVendorSalesQuery,
} from '../../features/vendors/counterQueries.ts';
import { VendorSalesTable } from '../../features/vendors/VendorSalesTable.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

const saleLink = (saleId: string) => `/vendor/booking-success?sale=${encodeURIComponent(saleId)}`;

function SellMoreButton() {
  return (
    <Button
      component={Link}
      to="/vendor/generate-ticket"
      variant="default"
      leftSection={<IconTicket size={18} aria-hidden />}
      mih={44}
    >
      Sell more tickets
    </Button>
  );
}

/** No sale in the address: the vendor's latest sales to open one. */
function LatestSales() {
  const { page, setPage } = useTableParams();
  const sales = useVendorSalesQuery(page);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Your sales</Title>
        <Text c="dimmed">Open a sale to see, print or e-mail its tickets again.</Text>
        <Group gap="sm">
          <SellMoreButton />
          <Button component={Link} to="/vendor/dashboard" variant="subtle" mih={44}>
            Vendor dashboard
          </Button>
        </Group>
        <VendorSalesTable
          data={sales.data}
          isLoading={sales.isFetching}
          error={sales.error?.message}
          page={page}
          onPageChange={setPage}
          linkOf={(row) => saleLink(row.id)}
        />
      </Stack>
    </Container>
  );
}

/** A card sale waiting for the customer: the checkout's QR code to scan with their phone. */
function WaitingForPayment({ sale }: { sale: TVendorSale }) {
  const cancel = useCancelSaleMutation(sale.id);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Stack gap="lg" align="center" ta="center">
      <Title order={1}>Ask the customer to scan this code</Title>
      <Text c="dimmed" maw={520}>
        The customer opens the payment page with their phone's camera and pays {formatCents(sale.amountCents)}{' '}
        by card. This screen shows the tickets as soon as the payment is confirmed.
      </Text>
      {sale.checkoutUrl && (
        <Card withBorder padding="md" data-testid="checkout-qr">
          <QrImage text={sale.checkoutUrl} label="QR code of the payment page" size={260} />
        </Card>
      )}
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text fw={600}>Waiting for the payment…</Text>
      </Group>
      <Group gap="sm" justify="center">
        {sale.checkoutUrl && (
          <Anchor
            href={sale.checkoutUrl}
            target="_blank"
            rel="noopener"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            Open the payment page on this device
          </Anchor>
        )}
        <Button color="red" variant="subtle" mih={44} onClick={() => setConfirming(true)}>
          Cancel this sale
        </Button>
      </Group>
      <ConfirmModal
        opened={isConfirming}
        title="Cancel this sale?"
        confirmLabel="Cancel sale"
        cancelLabel="Keep waiting"
        isDanger
        isLoading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(counterTexts.saleCanceled);
            },
            onError: (error) => {
              setConfirming(false);
              toast.danger(error.message);
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        The places are released and the customer can no longer pay on this page.
      </ConfirmModal>
    </Stack>
  );
}

/** A paid sale: the tickets, printing (here or on another device) and, for cash, the refund. */
function PaidSale({ sale }: { sale: TVendorSale }) {
  const refund = useRefundSaleMutation(sale.id);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <div>
          <Title order={1}>Sale complete</Title>
          <Text c="dimmed">
            {sale.paymentMethod === 'cash' ? 'Paid in cash' : 'Paid by card'}: {formatCents(sale.amountCents)}
            . The tickets were e-mailed to {sale.clientEmail}.
          </Text>
        </div>
      </Group>
      <Group gap="sm">
        {sale.printUrl && (
          <Button
            component="a"
            href={sale.printUrl}
            target="_blank"
            rel="noopener"
            leftSection={<IconPrinter size={18} aria-hidden />}
            mih={44}
          >
            Print tickets
          </Button>
        )}
        <SellMoreButton />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {/* A pass sale's "When" is the day it is valid, not the departure chosen and its end. */}
        <BookingSummary booking={{ ...sale, paidInCash: sale.paymentMethod === 'cash' }} />
        {sale.printUrl && (
          <Card withBorder padding="lg">
            <Stack gap="xs" align="center" ta="center">
              <Title order={2} size="h4">
                Print on another device
              </Title>
              <QrImage text={sale.printUrl} label="QR code of the printable tickets" size={200} />
              <Text size="sm" c="dimmed">
                Scan with a phone or a computer's camera to print there, no sign-in needed. The link works
                until {sale.printUrlExpiresAt ? formatDateTime(sale.printUrlExpiresAt) : 'tomorrow'}.
              </Text>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <TicketCards booking={sale} title="Tickets" />
      {sale.paymentMethod === 'cash' &&
        (sale.canRefund ? (
          <Group>
            <Button color="red" variant="light" mih={44} onClick={() => setConfirming(true)}>
              Refund in cash
            </Button>
          </Group>
        ) : (
          sale.cannotRefundReason && (
            <Text size="sm" c="dimmed">
              {sale.cannotRefundReason}
            </Text>
          )
        ))}
      <ConfirmModal
        opened={isConfirming}
        title="Refund this sale in cash?"
        confirmLabel={`Refund ${formatCents(sale.amountCents)}`}
        cancelLabel="Keep sale"
        isDanger
        isLoading={refund.isPending}
        onConfirm={() =>
          refund.mutate(undefined, {
            onSuccess: (refunded) => {
              setConfirming(false);
              toast.success(counterTexts.cashRefunded(refunded.amountCents));
            },
            onError: (error) => {
              setConfirming(false);
              toast.danger(error.message);
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {`Give the customer ${formatCents(sale.amountCents)} back from your cash. The tickets stop working and the places are released.`}
      </ConfirmModal>
    </Stack>
  );
}

/**
 * /vendor/booking-success?sale= — the sale just made: while a card sale waits, the QR code of the payment page for
 * the customer's phone (asked again every 2 s); once paid, the tickets, their print link and a QR code of it for
 * another device. Without `sale`, the vendor's latest sales.
 */
export function VendorBookingSuccessPage() {
  const [params] = useSearchParams();
  const saleId = params.get('sale') ?? '';
  const sale = useVendorSaleQuery(saleId);

  if (!saleId) {
    return <LatestSales />;
  }
  if (sale.isError && !sale.data) {
    return (
      <ErrorState
        pageTitle="Sale"
        title={sale.error.status === 404 ? counterTexts.saleNotFound : 'This sale could not be loaded'}
        message={sale.error.status === 404 ? 'It is not one of your sales.' : sale.error.message}
        onRetry={retryFor(sale)}
        isRetrying={sale.isFetching}
      >
        <Button component={Link} to="/vendor/dashboard" variant="default">
          Vendor dashboard
        </Button>
      </ErrorState>
    );
  }
  if (!sale.data) {
    return <PageLoader />;
  }
  const view = sale.data;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
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
        {view.status === 'pending' && <WaitingForPayment sale={view} />}
        {view.status === 'paid' && <PaidSale sale={view} />}
        {(view.status === 'canceled' || view.status === 'refunded') && (
          <Stack gap="lg">
            <Title order={1}>{view.status === 'refunded' ? 'Sale refunded' : 'Sale canceled'}</Title>
            <Alert color="gray" variant="light">
              {view.status === 'refunded'
                ? `${formatCents(view.amountCents)} was given back${view.paymentMethod === 'cash' ? ' in cash' : ' to the card'}. The tickets no longer work.`
                : 'The payment was not completed, so nothing was charged and the places were released.'}
            </Alert>
            <BookingSummary booking={{ ...view, paidInCash: view.paymentMethod === 'cash' }} />
            <Group>
              <SellMoreButton />
            </Group>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
