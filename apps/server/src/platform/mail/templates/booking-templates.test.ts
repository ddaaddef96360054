import { REFUND_RULE } from '@roteiro/domain/booking/booking';
import { describe, expect, it } from 'vitest';
import { bookingCanceledMail } from './booking-canceled.ts';
import { bookingConfirmationMail } from './booking-confirmation.ts';
import type { BookingMailBooking, BookingMailTicket } from './booking-details.ts';
import { bookingReminderMail } from './booking-reminder.ts';
import { bookingRescheduledMail } from './booking-rescheduled.ts';

const booking: BookingMailBooking = {
  reference: 'RT7K2M9Q',
  activityTitle: 'Sintra & Cascais <day> tour',
  eventTitle: null,
  day: '2026-11-24',
  startTime: '09:30:00',
  meetingPoint: 'Praça do Comércio, Lisboa',
  clientName: 'Ana Silva',
  participantCount: 2,
  amountCents: 12950,
  manageUrl: 'http://localhost:3000/manage-booking/RT7K2M9Q?token=abc',
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
  it('confirmation: details in Lisbon time, one inline QR per ticket, refund rule, manage link and .ics', () => {
    const mail = bookingConfirmationMail({ booking, tickets, calendar });
    expect(mail.subject).toBe('Your booking RT7K2M9Q: Sintra & Cascais <day> tour');
    expect(mail.text).toContain('When: 24 November 2026 at 09:30 (Lisbon time)');
    expect(mail.text).toContain('Meeting point: Praça do Comércio, Lisboa');
    expect(mail.text).toContain('Participants: 2 people');
    expect(mail.text).toContain('Paid: €129.50');
    expect(mail.text).toContain(REFUND_RULE);
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

  it('canceled: the refunded amount, no attachments', () => {
    const mail = bookingCanceledMail({ booking, refundCents: 12950 });
    expect(mail.subject).toBe('Your booking RT7K2M9Q is canceled');
    expect(mail.text).toContain('Refund: €129.50');
    expect(mail.text).toContain('We refunded €129.50');
    expect(mail.attachments).toBeUndefined();
  });

  it('reminder: tomorrow at the start time, the meeting point and the tickets link', () => {
    const mail = bookingReminderMail({ booking });
    expect(mail.subject).toBe('Tomorrow at 09:30: Sintra & Cascais <day> tour');
    expect(mail.text).toContain('Meeting point: Praça do Comércio, Lisboa');
    expect(mail.text).toContain(booking.manageUrl);
  });
});
