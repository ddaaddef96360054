import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { decideReferenceCheckin, type TReferenceManifest } from './reference.ts';
import { checkinTexts } from './texts.ts';

const groupId = '11111111-1111-4111-8111-111111111111';
const maria = '22222222-2222-4222-8222-222222222222';
const john = '33333333-3333-4333-8333-333333333333';
const manifest = (maxNumOfParticipants = 8): TReferenceManifest => ({
  groupId,
  maxNumOfParticipants,
  participants: [
    {
      participantId: maria,
      clientName: 'Maria Costa',
      bookingReference: 'K7PX9QRT',
      tickets: [
        { ticketNumber: 'M1', state: 'valid' },
        { ticketNumber: 'M2', state: 'validated' },
        { ticketNumber: 'M3', state: 'valid' },
        { ticketNumber: 'M4', state: 'valid' },
      ],
    },
    {
      participantId: john,
      clientName: 'John Miller',
      bookingReference: 'HN4WQ8ZD',
      tickets: [{ ticketNumber: 'J1', state: 'valid' }],
    },
  ],
});
const whole = (reference: string) => ({ reference, position: null });
const mariaBooking = (available: number) => ({
  reference: 'K7PX9QRT',
  participantId: maria,
  clientName: 'Maria Costa',
  ticketCount: 4,
  available,
});

describe('decideReferenceCheckin', () => {
  it('asks how many are here, then adds that many of the tickets still valid and not added, in order', () => {
    expect(decideReferenceCheckin(whole('K7PX9QRT'), manifest(), [], null)).toEqual({
      ok: true,
      kind: 'ask',
      booking: mariaBooking(3),
    });
    expect(decideReferenceCheckin(whole('K7PX9QRT'), manifest(), [], 2)).toEqual({
      ok: true,
      kind: 'add',
      booking: mariaBooking(3),
      ticketNumbers: ['M1', 'M3'],
    });
    expect(decideReferenceCheckin(whole('K7PX9QRT'), manifest(), ['M1'], 2)).toEqual({
      ok: true,
      kind: 'add',
      booking: mariaBooking(2),
      ticketNumbers: ['M3', 'M4'],
    });
  });

  it('does not ask when one ticket is left', () => {
    expect(decideReferenceCheckin(whole('HN4WQ8ZD'), manifest(), [], null)).toMatchObject({
      ok: true,
      kind: 'add',
      ticketNumbers: ['J1'],
    });
    expect(decideReferenceCheckin(whole('K7PX9QRT'), manifest(), ['M1', 'M3'], null)).toMatchObject({
      kind: 'add',
      ticketNumbers: ['M4'],
    });
  });

  it('picks one ticket by the position printed on it', () => {
    const one = (position: number, added: string[] = []) =>
      decideReferenceCheckin({ reference: 'K7PX9QRT', position }, manifest(), added, null);
    expect(one(3)).toMatchObject({ ok: true, kind: 'add', ticketNumbers: ['M3'] });
    expect(one(2)).toMatchObject({ ok: false, message: textRef(messages, 'ticketAlreadyValidated') });
    expect(one(3, ['M3'])).toMatchObject({
      ok: false,
      message: textRef(messages, 'participantAlreadyAdded'),
    });
    expect(one(5)).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
      message: textRef(checkinTexts, 'noTicketAt', 4),
    });
    expect(one(0)).toMatchObject({ ok: false, message: textRef(checkinTexts, 'noTicketAt', 4) });
  });

  it.each([
    ['no group data', whole('K7PX9QRT'), null, [], 1, textRef(messages, 'unexpected')],
    [
      'a reference not in the group',
      whole('ZZZZZZZZ'),
      manifest(),
      [],
      1,
      textRef(checkinTexts, 'referenceNotInGroup'),
    ],
    ['a full group', whole('K7PX9QRT'), manifest(2), ['J1', 'X'], 1, textRef(messages, 'groupFull')],
    [
      'more people than room',
      whole('K7PX9QRT'),
      manifest(3),
      ['J1'],
      3,
      textRef(checkinTexts, 'onlyRoomFor', 2),
    ],
    [
      'more people than tickets',
      whole('K7PX9QRT'),
      manifest(),
      [],
      4,
      textRef(checkinTexts, 'presentOutOfRange', 3),
    ],
    ['no one', whole('K7PX9QRT'), manifest(), [], 0, textRef(checkinTexts, 'presentOutOfRange', 3)],
    [
      'every ticket added',
      whole('K7PX9QRT'),
      manifest(),
      ['M1', 'M3', 'M4'],
      1,
      textRef(checkinTexts, 'bookingAllAdded'),
    ],
  ] as const)('refuses %s', (_name, code, group, added, present, message) => {
    const decision = decideReferenceCheckin(code, group, added, present);
    expect(decision).toMatchObject({ ok: false, message });
  });

  it('says when every ticket of the booking was validated already', () => {
    const used = manifest();
    const validated = {
      ...used.participants[1],
      tickets: [{ ticketNumber: 'J1', state: 'validated' as const }],
    };
    const group = { ...used, participants: [validated] } as TReferenceManifest;
    expect(decideReferenceCheckin(whole('HN4WQ8ZD'), group, [], null)).toMatchObject({
      ok: false,
      message: textRef(checkinTexts, 'bookingAllValidated'),
    });
  });
});
