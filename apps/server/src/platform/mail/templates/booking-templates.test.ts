import { REFUND_RULE, refundRule } from '@roteiro/domain/booking/booking';
import { cancellationTexts } from '@roteiro/domain/booking/cancellation';
import { describe, expect, it } from 'vitest';
import { bookingCanceledMail } from './booking-canceled.ts';
import { bookingConfirmationMail } from './booking-confirmation.ts';
import type { BookingMailBooking, BookingMailTicket } from './booking-details.ts';
import { bookingReminderMail } from './booking-reminder.ts';
import { bookingRescheduledMail } from './booking-rescheduled.ts';
import { formConfirmationMail } from './form-submission.ts';
import { newsletterConfirmMail, newsletterWelcomeMail } from './newsletter.ts';
import { travellerRegistrationMail } from './traveller-registration.ts';

const booking: BookingMailBooking = {
  reference: 'RT7K2M9Q',
  activityTitle: 'Sintra & Cascais <day> tour',
  eventTitle: null,
  day: '2026-11-24',
  startTime: '09:30:00',
  passWindow: null,
  meetingPoint: 'Praça do Comércio, Lisboa',
  clientName: 'Ana Silva',
  participantCount: 2,
  amountCents: 12950,
  manageUrl: 'http://localhost:3000/manage-booking/RT7K2M9Q?token=abc',
  locale: 'en',
  cancellationTerms: { isRefundable: true, freeUntil: '2026-11-23T09:30:00.000Z' },
};

const tickets: BookingMailTicket[] = ['T1aaaa', 'T2bbbb'].map((ticketNumber, index) => ({
  ticketNumber,
  image: {
    filename: `ticket-${index + 1}.png`,
    contentType: 'image/png',
    contentBase64: 'iVBORw0KGgo=',
    cid: `ticket-${index + 1}-${ticketNumber}`,
  },
}));

const calendar = {
  filename: 'roteiro-RT7K2M9Q.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  contentBase64: Buffer.from('BEGIN:VCALENDAR END:VCALENDAR').toString('base64'),
};

describe('booking e-mails', () => {
  it('confirmation: details in Lisbon time, one inline QR per ticket, the slot’s terms, manage link and .ics', () => {
    const mail = bookingConfirmationMail({ booking, tickets, calendar });
    expect(mail.subject).toBe('Your booking RT7K2M9Q: Sintra & Cascais <day> tour');
    expect(mail.text).toContain('When: 24 November 2026 at 09:30 (Lisbon time)');
    expect(mail.text).toContain('Meeting point: Praça do Comércio, Lisboa');
    expect(mail.text).toContain('Participants: 2 people');
    expect(mail.text).toContain('Paid: €129.50');
    expect(mail.text).toContain('Free cancellation until 23 November 2026, 09:30 (Lisbon time)');
    expect(mail.text).not.toContain(REFUND_RULE);
    expect(mail.text).toContain(booking.manageUrl);
    expect(mail.html).toContain('Sintra &amp; Cascais &lt;day&gt; tour');
    expect(mail.html).toContain('src="cid:ticket-1-T1aaaa"');
    expect(mail.html).toContain('src="cid:ticket-2-T2bbbb"');
    expect(mail.attachments?.map((a) => a.cid ?? a.filename)).toEqual([
      'ticket-1-T1aaaa',
      'ticket-2-T2bbbb',
      'roteiro-RT7K2M9Q.ics',
    ]);
    expect(mail.attachments?.[2]?.contentType).toMatch(/^text\/calendar/);
  });

  it('confirmation of an event names the event and its activity', () => {
    const mail = bookingConfirmationMail({
      booking: { ...booking, eventTitle: 'Fado night', participantCount: 1 },
      tickets: tickets.slice(0, 1),
      calendar,
    });
    expect(mail.subject).toBe('Your booking RT7K2M9Q: Fado night (Sintra & Cascais <day> tour)');
    expect(mail.text).toContain('Participants: 1 person');
    expect(mail.html).not.toContain('cid:ticket-2');
  });

  it('a booking less than 24 hours ahead is told it is non-refundable, and nothing else', () => {
    const mail = bookingConfirmationMail({
      booking: { ...booking, cancellationTerms: { isRefundable: false } },
      tickets,
      calendar,
    });
    expect(mail.text).toContain(cancellationTexts.nonRefundable);
    expect(mail.text).not.toContain('Free cancellation');
  });

  it('rescheduled: the new and the previous time, new QR codes and the updated event', () => {
    const mail = bookingRescheduledMail({
      booking: { ...booking, day: '2026-11-26', startTime: '14:00:00' },
      previous: { day: '2026-11-24', startTime: '09:30:00' },
      tickets,
      calendar,
    });
    expect(mail.text).toContain('now starts 26 November 2026 at 14:00 (Lisbon time)');
    expect(mail.text).toContain('It was on 24 November 2026 at 09:30 (Lisbon time)');
    expect(mail.text).toContain('no longer work');
    expect(mail.html).toContain('src="cid:ticket-2-T2bbbb"');
    expect(mail.attachments).toHaveLength(3);
  });

  it('canceled: the refunded amount and the calendar file that removes the event', () => {
    const cancel = { ...calendar, contentType: 'text/calendar; charset=utf-8; method=CANCEL' };
    const mail = bookingCanceledMail({ booking, refundCents: 12950, calendar: cancel });
    expect(mail.subject).toBe('Your booking RT7K2M9Q is canceled');
    expect(mail.text).toContain('Refund: €129.50');
    expect(mail.text).toContain('We refunded €129.50');
    expect(mail.text).toContain('remove the booking from your calendar');
    expect(mail.attachments).toEqual([cancel]);
  });

  it('reminder: tomorrow at the start time, the meeting point and the tickets link', () => {
    const mail = bookingReminderMail({ booking });
    expect(mail.subject).toBe('Tomorrow at 09:30: Sintra & Cascais <day> tour');
    expect(mail.text).toContain('Meeting point: Praça do Comércio, Lisboa');
    expect(mail.text).toContain(booking.manageUrl);
  });
});

describe('a pass booking’s e-mails', () => {
  // A 10-hour pass booked for its 14:30 departure: good from the first departure to the last, not 14:30–00:30.
  const pass: BookingMailBooking = {
    ...booking,
    activityTitle: 'Lisbon day pass',
    startTime: '14:30:00',
    passWindow: { firstDeparture: '09:30', lastDeparture: '19:00' },
  };

  it('say the day it is valid, as the operator screens do, in English and in Portuguese', () => {
    const mail = bookingConfirmationMail({ booking: pass, tickets, calendar });
    expect(mail.text).toContain('When: 24 November 2026, valid 09:30–19:00 (Lisbon time)');
    expect(mail.text).not.toContain('14:30');
    const pt = bookingConfirmationMail({ booking: { ...pass, locale: 'pt-PT' }, tickets, calendar });
    expect(pt.text).toContain('Quando: 24 de novembro de 2026, válido das 09:30 às 19:00 (hora de Lisboa)');
  });

  it('reminder, reschedule and cancellation too', () => {
    const reminder = bookingReminderMail({ booking: pass });
    expect(reminder.subject).toBe('Tomorrow, valid 09:30–19:00: Lisbon day pass');
    expect(reminder.text).toContain('Ana Silva, your pass is valid 09:30–19:00 tomorrow.');
    expect(reminder.text).toContain('for any departure in these hours');
    expect(reminder.text).not.toContain('10 minutes early');
    expect(reminder.text).not.toContain('14:30');
    const lembrete = bookingReminderMail({ booking: { ...pass, locale: 'pt-PT' } });
    expect(lembrete.subject).toBe('Amanhã, válido das 09:30 às 19:00: Lisbon day pass');
    const moved = bookingRescheduledMail({
      booking: { ...pass, day: '2026-11-26' },
      previous: { day: '2026-11-24', startTime: '14:30:00' },
      tickets,
      calendar,
    });
    expect(moved.text).toContain('your pass is now for 26 November 2026, valid 09:30–19:00 (Lisbon time)');
    expect(moved.text).toContain('It was on 24 November 2026, valid 09:30–19:00 (Lisbon time)');
    const canceled = bookingCanceledMail({ booking: pass, refundCents: 12950, calendar });
    expect(canceled.text).toContain('Was on: 24 November 2026, valid 09:30–19:00 (Lisbon time)');
  });
});

describe('a traveller’s e-mails in Portuguese', () => {
  const pt: BookingMailBooking = { ...booking, locale: 'pt-PT' };

  it('confirmation: Portuguese words, Portugal’s date and euro formats, the terms in Portuguese', () => {
    const mail = bookingConfirmationMail({ booking: pt, tickets, calendar });
    expect(mail.subject).toBe('A sua reserva RT7K2M9Q: Sintra & Cascais <day> tour');
    expect(mail.text).toContain('Obrigado, Ana Silva. A sua reserva está confirmada.');
    expect(mail.text).toContain('Quando: 24 de novembro de 2026 às 09:30 (hora de Lisboa)');
    expect(mail.text).toContain('Participantes: 2 pessoas');
    expect(mail.text).toContain('Pago: 129,50\u00a0€');
    expect(mail.text).toContain('Bilhete 1 de 2 · T1aaaa');
    expect(mail.text).toContain('Cancelamento gratuito até 23 de novembro de 2026, 09:30 (hora de Lisboa)');
    expect(mail.text).not.toContain(refundRule('pt-PT'));
    expect(mail.html).toContain('<html lang="pt-PT">');
    expect(mail.html).toContain('alt="Código QR do bilhete 1"');
    // The activity's title is the catalogue's, as it was written.
    expect(mail.html).toContain('Sintra &amp; Cascais &lt;day&gt; tour');
  });

  it('reschedule, cancellation and reminder', () => {
    const moved = bookingRescheduledMail({
      booking: { ...pt, day: '2026-11-26', startTime: '14:00:00' },
      previous: { day: '2026-11-24', startTime: '09:30:00' },
      tickets,
      calendar,
    });
    expect(moved.subject).toBe('A sua reserva RT7K2M9Q foi alterada: Sintra & Cascais <day> tour');
    expect(moved.text).toContain('passou para 26 de novembro de 2026 às 14:00 (hora de Lisboa)');
    expect(moved.text).toContain('Estava marcada para 24 de novembro de 2026 às 09:30');
    const canceled = bookingCanceledMail({ booking: pt, refundCents: 12950, calendar });
    expect(canceled.subject).toBe('A sua reserva RT7K2M9Q foi cancelada');
    expect(canceled.text).toContain('Reembolsámos 129,50\u00a0€ no cartão com que pagou.');
    const reminder = bookingReminderMail({ booking: pt });
    expect(reminder.subject).toBe('Amanhã às 09:30: Sintra & Cascais <day> tour');
    expect(reminder.text).toContain('Abrir os seus bilhetes');
  });

  it('newsletter, registration link and a form’s copy', () => {
    expect(newsletterConfirmMail({ confirmUrl: 'http://x/c', locale: 'pt-PT' }).subject).toBe(
      'Confirme a sua subscrição da newsletter do Roteiro',
    );
    expect(newsletterWelcomeMail({ unsubscribeUrl: 'http://x/u', locale: 'pt-PT' }).text).toContain(
      'Obrigado por subscrever a nossa newsletter!',
    );
    expect(
      travellerRegistrationMail({ name: 'Ana', url: 'http://x/r', ttlHours: 24, locale: 'pt-PT' }).text,
    ).toContain('escolha uma palavra-passe (a ligação funciona uma vez, durante 24 horas)');
    const copy = formConfirmationMail({
      kind: 'feedback',
      answers: { rating: 'Good', recommend: 'Maybe', email: 'ana@example.pt', contactName: 'Ana' },
      locale: 'pt-PT',
    });
    expect(copy.subject).toBe('Recebemos a sua resposta: Conte-nos como correu');
    expect(copy.text).toContain('Como correu a sua experiência?: Boa');
    expect(copy.text).toContain('Recomendaria o Roteiro a um amigo?: Talvez');
  });
});
