import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { cancellationTermsText, slotCancellationTerms } from '@roteiro/domain/booking/cancellation';
import type { TPrintableTickets } from '@roteiro/domain/vendors/counter';
import type { ReactNode } from 'react';
import './bookingTexts.ts';
import { cityName } from '../../shared/i18n/cityName.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { whenText } from './bookingWhen.ts';
import { QrImage } from './QrImage.tsx';
import classes from './TicketSheet.module.css';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.label}>
        {label}
      </Text>
      <Text fw={500} className={classes.value}>
        {value}
      </Text>
    </div>
  );
}

type TPrintableTicketsProps = {
  booking: Pick<
    TPrintableTickets,
    | 'reference'
    | 'activity'
    | 'eventTitle'
    | 'day'
    | 'startTime'
    | 'endTime'
    | 'passWindow'
    | 'clientName'
    | 'tickets'
  >;
  /** Buttons above the tickets (never printed). */
  toolbar: ReactNode;
};

/**
 * The tickets of a booking to print, one per person and per page. Print styles fit A4 and 80 mm receipt
 * printers (TicketSheet.module.css); on screen a column of cards.
 */
export function PrintableTickets({ booking, toolbar }: TPrintableTicketsProps) {
  const texts = useT();
  const { t, locale } = texts;
  const tickets = booking.tickets.filter((ticket) => ticket.state !== 'void');
  // Printed, it stays true: "free until <a fixed time>", or non-refundable once that time has passed.
  const terms = cancellationTermsText(
    slotCancellationTerms(booking.day, booking.startTime, new Date()),
    locale,
  );
  return (
    <div className={classes.sheet}>
      <div className={classes.noPrint}>{toolbar}</div>
      {tickets.length === 0 ? (
        <Text>{t('booking.ticketPage.none')}</Text>
      ) : (
        tickets.map((ticket, index) => (
          <article
            key={ticket.ticketNumber}
            className={classes.ticket}
            lang={locale}
            aria-label={t('booking.tickets.ticketOf', { position: index + 1, count: tickets.length })}
            data-testid="printable-ticket"
          >
            <Stack gap="md" className={classes.ticketBody}>
              <div>
                <Text size="sm" c="dimmed" className={classes.value}>
                  {t('booking.ticketPage.roteiroTicket', { position: index + 1, count: tickets.length })}
                </Text>
                <Title order={1} size="h2" className={classes.title}>
                  {booking.eventTitle ?? booking.activity.title}
                </Title>
              </div>
              <div className={classes.qrBox}>
                <QrImage
                  text={ticket.qrText}
                  label={t('booking.ticketPage.qrOf', { number: ticket.ticketNumber })}
                  size={240}
                />
              </div>
              <SimpleGrid cols={2} spacing="sm" className={classes.facts}>
                <Line label={t('booking.summary.whenLabel')} value={whenText(booking, texts)} />
                <Line
                  label={t('booking.summary.meetingPoint')}
                  value={`${booking.activity.meetingPoint}, ${locale === 'en' ? booking.activity.city : `${cityName(booking.activity.city, locale)}, Portugal`}`}
                />
                <Line label={t('booking.summary.reference')} value={booking.reference} />
                <Line label={t('booking.ticketPage.number')} value={ticket.ticketNumber} />
                <Line label={t('booking.ticketPage.name')} value={booking.clientName} />
              </SimpleGrid>
              <Text size="sm" className={classes.value} data-testid="cancellation-terms">
                {terms}
              </Text>
            </Stack>
          </article>
        ))
      )}
    </div>
  );
}
