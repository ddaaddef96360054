import { describe, expect, it } from 'vitest';
import {
  bookingIcs,
  newTicketNumber,
  parseTicketQrText,
  qrPng,
  slotInstants,
  ticketQrAttachments,
  ticketQrText,
} from './tickets.ts';

const event = {
  reference: 'RT7K2M9Q',
  title: 'Sintra, Pena Palace; and Cascais, by the sea',
  day: '2026-07-15',
  startTime: '09:30:00',
  endTime: '17:30:00',
  meetingPoint: 'Praça do Comércio, Lisboa',
  description: 'Booking RT7K2M9Q for 2 people.\nBring water.',
  url: 'http://localhost:3000/manage-booking/RT7K2M9Q?token=abc',
  now: new Date('2026-07-01T10:00:00.123Z'),
};

describe('tickets', () => {
  it('QR text is groupId@participantId@ticketNumber and parses back', () => {
    const parts = { groupId: 'g-1', participantId: 'p-1', ticketNumber: 'Tn_-x9' };
    expect(ticketQrText(parts)).toBe('g-1@p-1@Tn_-x9');
    expect(parseTicketQrText('g-1@p-1@Tn_-x9')).toEqual(parts);
    expect(parseTicketQrText('g-1@p-1')).toBeNull();
    expect(parseTicketQrText('g-1@@x')).toBeNull();
  });

  it('ticket numbers are unguessable and never contain @', () => {
    const numbers = new Set(Array.from({ length: 200 }, newTicketNumber));
    expect(numbers.size).toBe(200);
    for (const number of numbers) {
      expect(number).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it('draws a PNG QR code and names one inline image per ticket', async () => {
    const png = await qrPng('g-1@p-1@T1');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const images = await ticketQrAttachments([
      { ticketNumber: 'T1', qrText: 'g@p@T1' },
      { ticketNumber: 'T2', qrText: 'g@p@T2' },
    ]);
    expect(images.map((image) => [image.cid, image.contentType])).toEqual([
      ['ticket-1-T1', 'image/png'],
      ['ticket-2-T2', 'image/png'],
    ]);
    expect(images[0]?.contentBase64).not.toBe(images[1]?.contentBase64);
  });

  it('converts Lisbon wall time to UTC across daylight saving, and an end past midnight to the next day', () => {
    expect(slotInstants({ day: '2026-07-15', startTime: '09:30', endTime: '17:30' })).toEqual({
      start: new Date('2026-07-15T08:30:00Z'),
      end: new Date('2026-07-15T16:30:00Z'),
    });
    expect(slotInstants({ day: '2026-01-15', startTime: '22:00:00', endTime: '01:00:00' })).toEqual({
      start: new Date('2026-01-15T22:00:00Z'),
      end: new Date('2026-01-16T01:00:00Z'),
    });
  });

  it('puts a slot on the day of a clock change at its Lisbon time', () => {
    const unfolded = (day: string) =>
      bookingIcs({ ...event, day, startTime: '10:00', endTime: '12:00' }).replace(/\r\n /g, '');
    // 31 October 2027: back to UTC+0 at 02:00, so 10:00 in Lisbon is 10:00 UTC.
    expect(unfolded('2027-10-31')).toContain('\r\nDTSTART:20271031T100000Z\r\nDTEND:20271031T120000Z\r\n');
    // 28 March 2027: UTC+1 from 01:00, so 10:00 in Lisbon is 09:00 UTC.
    expect(unfolded('2027-03-28')).toContain('\r\nDTSTART:20270328T090000Z\r\nDTEND:20270328T110000Z\r\n');
  });

  it('writes an RFC 5545 event: UTC times, DTSTAMP, UID = reference, escaped and folded text, CRLF', () => {
    const ics = bookingIcs(event);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(unfolded).toContain('\r\nUID:RT7K2M9Q\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20260701T100000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20260715T083000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20260715T163000Z\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Sintra\\, Pena Palace\\; and Cascais\\, by the sea\r\n');
    expect(unfolded).toContain('\r\nLOCATION:Praça do Comércio\\, Lisboa\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Booking RT7K2M9Q for 2 people.\\nBring water.\r\n');
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });
});
