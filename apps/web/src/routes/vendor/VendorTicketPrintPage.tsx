import { Button, Group, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PrintableTickets } from '../../features/booking/PrintableTickets.tsx';
import { usePrintableTicketsQuery } from '../../features/vendors/counterQueries.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { InLanguage } from '../../shared/ui/InLanguage.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * /vendor/ticket/print?reference=&expires=&signature= — a vendor's sale's tickets to print, opened by its signed,
 * expiring link (docs/decisions.md): the customer or a second device prints without the vendor's session.
 */
export function VendorTicketPrintPage() {
  const [params] = useSearchParams();
  const link = ['reference', 'expires', 'signature'].every((name) => params.get(name))
    ? new URLSearchParams({
        reference: params.get('reference') ?? '',
        expires: params.get('expires') ?? '',
        signature: params.get('signature') ?? '',
      }).toString()
    : '';
  const tickets = usePrintableTicketsQuery(link);
  // The page has no header: a link that does not open still leads somewhere.
  const homeLink = (
    <Button component={Link} to="/" variant="default">
      Go to Roteiro
    </Button>
  );

  if (!link) {
    return (
      <ErrorState
        pageTitle="Print tickets"
        title="This link is not complete"
        message="Open the print link the vendor gave you, or scan its QR code again."
      >
        {homeLink}
      </ErrorState>
    );
  }
  if (tickets.isError && !tickets.data) {
    return (
      <ErrorState
        pageTitle="Print tickets"
        title="These tickets cannot be printed"
        message={tickets.error.message}
        onRetry={retryFor(tickets)}
        isRetrying={tickets.isFetching}
      >
        {homeLink}
      </ErrorState>
    );
  }
  if (!tickets.data) {
    return <PageLoader />;
  }
  const booking = tickets.data;
  // The tickets are in the customer's language, chosen at the sale; the page around them stays English.
  return (
    <InLanguage locale={booking.locale} namespaces={['booking']}>
      <PrintableTickets
        booking={booking}
        toolbar={
          <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
            <div>
              <Text fw={700} fz="lg">
                Tickets {booking.reference}
              </Text>
              <Text size="sm" c="dimmed">
                One ticket per person. Fits A4 paper and 80 mm receipt printers.
              </Text>
            </div>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              mih={44}
            >
              Print
            </Button>
          </Group>
        }
      />
    </InLanguage>
  );
}
