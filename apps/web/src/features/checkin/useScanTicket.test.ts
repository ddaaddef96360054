import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import type { TTexts } from '../../shared/i18n/useT.tsx';
import { checkinStore } from './checkinStore.ts';
import { scanTicket as scanIn } from './useScanTicket.ts';

const groupId = '11111111-1111-4111-8111-111111111111';
const participantId = '22222222-2222-4222-8222-222222222222';
const manifest: TManifestResponse = {
  group: {
    id: groupId,
    activityId: '33333333-3333-4333-8333-333333333333',
    day: '2026-11-23',
    startTime: '10:00',
    endTime: '12:00',
  },
  activity: {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Alfama by tuk-tuk',
    durationMinutes: 120,
    meetingPoint: 'Praça do Comércio',
    maxNumOfParticipants: 8,
  },
  participants: [
    {
      participantId,
      clientName: 'Maria Costa',
      bookingReference: 'K7PX9QRT',
      phone: '+351912345678',
      locale: 'pt-PT',
      notes: null,
      tickets: [
        { ticketNumber: 'T1', state: 'valid' },
        { ticketNumber: 'T2', state: 'validated' },
        { ticketNumber: 'T3', state: 'valid' },
        { ticketNumber: 'T4', state: 'valid' },
      ],
    },
  ],
  canStart: true,
  run: null,
};
const qr = (ticketNumber: string) => `${groupId}@${participantId}@${ticketNumber}`;

// The screens' English (Playwright's and these tests' language).
let english: TTexts;
beforeAll(async () => {
  english = await testTexts('en', ['checkin']);
});
const scanTicket = (...args: Parameters<typeof scanIn> extends [unknown, ...infer Rest] ? Rest : never) =>
  scanIn(english, ...args);

let stored: Map<string, string>;
let isOnline: boolean;
beforeEach(() => {
  stored = new Map();
  isOnline = true;
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  });
  vi.stubGlobal('navigator', {
    get onLine() {
      return isOnline;
    },
  });
  checkinStore.clearStart(groupId);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scanTicket', () => {
  it('offline: decides against the manifest like the server, and keeps the ticket on the phone', async () => {
    isOnline = false;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // The typed ticket number stands for the whole QR text.
    expect(await scanTicket(groupId, manifest, 'T1')).toEqual({
      ok: true,
      message: 'Maria Costa: ticket added',
    });
    expect(await scanTicket(groupId, manifest, qr('T1'))).toEqual({
      ok: false,
      message: messages.participantAlreadyAdded,
    });
    expect(await scanTicket(groupId, manifest, qr('T2'))).toEqual({
      ok: false,
      message: messages.ticketAlreadyValidated,
    });
    expect(await scanTicket(groupId, undefined, qr('T1'))).toEqual({
      ok: false,
      message: messages.unexpected,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(JSON.parse(stored.get(`roteiro.checkin.${groupId}`) ?? '{}').added).toEqual([
      { qrText: qr('T1'), ticketNumber: 'T1', participantId, clientName: 'Maria Costa' },
    ]);
  });

  it("online: shows the server's refusal as it is", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'CONFLICT', message: messages.ticketOtherTour } }, { status: 409 }),
      ),
    );
    expect(await scanTicket(groupId, manifest, qr('T1'))).toEqual({
      ok: false,
      message: messages.ticketOtherTour,
    });
    expect(checkinStore.get(groupId).added).toEqual([]);
  });

  it('online but no answer: falls back to the same rule on the phone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await scanTicket(groupId, manifest, qr('T1'))).toEqual({
      ok: true,
      message: 'Maria Costa: ticket added',
    });
    expect(checkinStore.get(groupId).added.map((t) => t.ticketNumber)).toEqual(['T1']);
  });
});

describe('scanTicket with a typed booking reference', () => {
  it('offline: asks how many are here, then adds that many of its tickets still valid', async () => {
    isOnline = false;
    const asked = await scanTicket(groupId, manifest, ' k7px 9qrt ');
    expect(asked).toMatchObject({ ok: true, ask: { reference: 'K7PX9QRT', available: 3, ticketCount: 4 } });
    expect(checkinStore.get(groupId).added).toEqual([]);
    expect(await scanTicket(groupId, manifest, ' k7px 9qrt ', 2)).toEqual({
      ok: true,
      message: 'Maria Costa: 2 tickets added',
    });
    expect(checkinStore.get(groupId).added).toEqual([
      { ticketNumber: 'T1', qrText: qr('T1'), participantId, clientName: 'Maria Costa' },
      { ticketNumber: 'T3', qrText: qr('T3'), participantId, clientName: 'Maria Costa' },
    ]);
    // One of its tickets by the number printed on it.
    expect(await scanTicket(groupId, manifest, 'K7PX9QRT 4')).toEqual({
      ok: true,
      message: 'Maria Costa: ticket added',
    });
    expect(await scanTicket(groupId, manifest, 'K7PX9QRT')).toEqual({
      ok: false,
      message: checkinTexts.bookingAllAdded,
    });
  });

  it("online: the server's answer, asked or added", async () => {
    const answers = [
      {
        kind: 'ask',
        booking: {
          reference: 'K7PX9QRT',
          participantId,
          clientName: 'Maria Costa',
          ticketCount: 4,
          available: 3,
        },
      },
      { error: { code: 'CONFLICT', message: messages.ticketOtherTour } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const body = answers.shift();
        return Response.json(body, { status: body && 'error' in body ? 409 : 200 });
      }),
    );
    expect(await scanTicket(groupId, manifest, 'K7PX9QRT')).toMatchObject({
      ok: true,
      ask: { available: 3 },
    });
    expect(await scanTicket(groupId, manifest, 'HN4WQ8ZD')).toEqual({
      ok: false,
      message: messages.ticketOtherTour,
    });
  });
});
