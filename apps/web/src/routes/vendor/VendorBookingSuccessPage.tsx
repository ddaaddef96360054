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
import { formatDateTime } from '@roteiro/domain/time/format';
import type { TVendorSale } from '@roteiro/domain/vendors/counter';
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
import { counterTexts } from '../../features/vendors/counterTexts.ts';
import { VendorSalesTable } from '../../features/vendors/VendorSalesTable.tsx';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

const saleLink = (saleId: string) => `/vendor/booking-success?sale=${encodeURIComponent(saleId)}`;

function SellMoreButton() {
  const { t } = useT();
  return (
    <Button
      component={Link}
      to="/vendor/generate-ticket"
      variant="default"
      leftSection={<IconTicket size={18} aria-hidden />}
      mih={44}
    >
      {t('counter.sale.sellMore')}
    </Button>
  );
}

/** No sale in the address: the vendor's latest sales to open one. */
function LatestSales() {
  const texts = useT();
  const { t } = texts;
  const { page, setPage } = useTableParams();
  const sales = useVendorSalesQuery(page);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('counter.sale.yourSales')}</Title>
        <Text c="dimmed">{t('counter.sale.yourSalesIntro')}</Text>
        <Group gap="sm">
          <SellMoreButton />
          <Button component={Link} to="/vendor/dashboard" variant="subtle" mih={44}>
            {t('counter.nav.dashboard')}
          </Button>
        </Group>
        <VendorSalesTable
          data={sales.data}
          isLoading={sales.isFetching}
          error={sales.error ? errorText(sales.error, texts) : undefined}
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
  const texts = useT();
  const { t, say, price } = texts;
  const cancel = useCancelSaleMutation(sale.id);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Stack gap="lg" align="center" ta="center">
      <Title order={1}>{t('counter.sale.waitingTitle')}</Title>
      <Text c="dimmed" maw={520}>
        {t('counter.sale.waitingText', { amount: price(sale.amountCents) })}
      </Text>
      {sale.checkoutUrl && (
        <Card withBorder padding="md" data-testid="checkout-qr">
          <QrImage text={sale.checkoutUrl} label={t('counter.sale.checkoutQr')} size={260} />
        </Card>
      )}
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text fw={600}>{t('counter.sale.waiting')}</Text>
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
            {t('counter.sale.openCheckoutHere')}
          </Anchor>
        )}
        <Button color="red" variant="subtle" mih={44} onClick={() => setConfirming(true)}>
          {t('counter.sale.cancel')}
        </Button>
      </Group>
      <ConfirmModal
        opened={isConfirming}
        title={t('counter.sale.cancelTitle')}
        confirmLabel={t('counter.sale.cancelConfirm')}
        cancelLabel={t('counter.sale.keepWaiting')}
        isDanger
        isLoading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(say(counterTexts, 'saleCanceled'));
            },
            onError: (error) => {
              setConfirming(false);
              toast.danger(errorText(error, texts));
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {t('counter.sale.cancelText')}
      </ConfirmModal>
    </Stack>
  );
}

/** A paid sale: the tickets, printing (here or on another device) and, for cash, the refund. */
function PaidSale({ sale }: { sale: TVendorSale }) {
  const texts = useT();
  const { t, say, tx, price, locale } = texts;
  const refund = useRefundSaleMutation(sale.id);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <div>
          <Title order={1}>{t('counter.sale.complete')}</Title>
          <Text c="dimmed">
            {t(sale.paymentMethod === 'cash' ? 'counter.sale.paidInCash' : 'counter.sale.paidByCard', {
              amount: price(sale.amountCents),
              email: sale.clientEmail,
            })}
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
            {t('counter.sale.print')}
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
                {t('counter.sale.printElsewhere')}
              </Title>
              <QrImage text={sale.printUrl} label={t('counter.sale.printQr')} size={200} />
              <Text size="sm" c="dimmed">
                {t('counter.sale.printElsewhereText', {
                  when: sale.printUrlExpiresAt
                    ? formatDateTime(sale.printUrlExpiresAt, locale)
                    : t('counter.sale.tomorrow'),
                })}
              </Text>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <TicketCards booking={sale} title={t('counter.sale.tickets')} />
      {sale.paymentMethod === 'cash' &&
        (sale.canRefund ? (
          <Group>
            <Button color="red" variant="light" mih={44} onClick={() => setConfirming(true)}>
              {t('counter.sale.refundInCash')}
            </Button>
          </Group>
        ) : (
          sale.cannotRefundReason && (
            <Text size="sm" c="dimmed">
              {tx(sale.cannotRefundReason)}
            </Text>
          )
        ))}
      <ConfirmModal
        opened={isConfirming}
        title={t('counter.sale.refundTitle')}
        confirmLabel={t('counter.sale.refundConfirm', { amount: price(sale.amountCents) })}
        cancelLabel={t('counter.sale.keepSale')}
        isDanger
        isLoading={refund.isPending}
        onConfirm={() =>
          refund.mutate(undefined, {
            onSuccess: (refunded) => {
              setConfirming(false);
              toast.success(say(counterTexts, 'cashRefunded', refunded.amountCents));
            },
            onError: (error) => {
              setConfirming(false);
              toast.danger(errorText(error, texts));
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {t('counter.sale.refundText', { amount: price(sale.amountCents) })}
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
  const texts = useT();
  const { t, say, price } = texts;
  const [params] = useSearchParams();
  const saleId = params.get('sale') ?? '';
  const sale = useVendorSaleQuery(saleId);

  if (!saleId) {
    return <LatestSales />;
  }
  if (sale.isError && !sale.data) {
    return (
      <ErrorState
        pageTitle={t('counter.sale.pageTitle')}
        title={sale.error.status === 404 ? say(counterTexts, 'saleNotFound') : t('counter.sale.notLoaded')}
        message={sale.error.status === 404 ? t('counter.sale.notYours') : errorText(sale.error, texts)}
        onRetry={retryFor(sale)}
        isRetrying={sale.isFetching}
      >
        <Button component={Link} to="/vendor/dashboard" variant="default">
          {t('counter.nav.dashboard')}
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
          {t('counter.nav.backToDashboard')}
        </Anchor>
        {view.status === 'pending' && <WaitingForPayment sale={view} />}
        {view.status === 'paid' && <PaidSale sale={view} />}
        {(view.status === 'canceled' || view.status === 'refunded') && (
          <Stack gap="lg">
            <Title order={1}>
              {t(view.status === 'refunded' ? 'counter.sale.refunded' : 'counter.sale.canceled')}
            </Title>
            <Alert color="gray" variant="light">
              {view.status === 'refunded'
                ? t(
                    view.paymentMethod === 'cash'
                      ? 'counter.sale.refundedInCash'
                      : 'counter.sale.refundedToCard',
                    { amount: price(view.amountCents) },
                  )
                : t('counter.sale.canceledText')}
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
