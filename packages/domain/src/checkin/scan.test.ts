import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { parseTicketQr, ticketQrText } from './qr.ts';
import { decideScan, type TScanManifest } from './scan.ts';

const groupId = '11111111-1111-4111-8111-111111111111';
const participantId = '22222222-2222-4222-8222-222222222222';
const manifest: TScanManifest = {
  groupId,
  maxNumOfParticipants: 3,
  participants: [
    {
      participantId,
      clientName: 'Maria Costa',
      tickets: [
        { ticketNumber: 'T1', state: 'valid' },
        { ticketNumber: 'T2', state: 'valid' },
        { ticketNumber: 'T3', state: 'validated' },
      ],
    },
  ],
};
const qr = (ticketNumber: string, group = groupId) =>
  ticketQrText({ groupId: group, participantId, ticketNumber });

describe('ticket QR text', () => {
  it('round-trips and refuses a text without its three parts', () => {
    expect(parseTicketQr(qr('T1'))).toEqual({ groupId, participantId, ticketNumber: 'T1' });
    expect(parseTicketQr(`${groupId}@${participantId}`)).toBeNull();
    expect(parseTicketQr(`${groupId}@@T1`)).toBeNull();
    expect(parseTicketQr('a@b@c@d')).toBeNull();
  });
});

describe('decideScan (operations.md §5)', () => {
  it('accepts a valid ticket of the group', () => {
    expect(decideScan(qr('T1'), manifest, [])).toEqual({
      ok: true,
      participantId,
      ticketNumber: 'T1',
      clientName: 'Maria Costa',
    });
  });

  it.each([
    ['an empty scan', '  ', [], textRef(messages, 'qrUnreadable')],
    ['a text that is not a ticket', 'hello', [], textRef(messages, 'invalidTicket')],
    ['a full group', qr('T2'), ['A', 'B', 'C'], textRef(messages, 'groupFull')],
    ['a duplicate', qr('T1'), ['T1'], textRef(messages, 'participantAlreadyAdded')],
    [
      'another tour',
      ticketQrText({
        groupId: '33333333-3333-4333-8333-333333333333',
        participantId: '44444444-4444-4444-8444-444444444444',
        ticketNumber: 'T1',
      }),
      [],
      textRef(messages, 'ticketOtherTour'),
    ],
    // The booking moved into this tour; the code shown still names the tour it left.
    [
      'a ticket replaced when its booking moved',
      qr('T1', '33333333-3333-4333-8333-333333333333'),
      [],
      textRef(messages, 'ticketReplaced'),
    ],
    ['an unknown ticket number', qr('T9'), [], textRef(messages, 'invalidTicket')],
    ['a used ticket', qr('T3'), [], textRef(messages, 'ticketAlreadyValidated')],
  ])('refuses %s with the spec text', (_name, text, added, message) => {
    const decision = decideScan(text, manifest, added);
    expect(decision.ok).toBe(false);
    expect(decision.ok ? null : decision.message).toBe(message);
  });

  it('answers the generic error without group data', () => {
    expect(decideScan(qr('T1'), null, [])).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: textRef(messages, 'unexpected'),
    });
  });
});
