import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkinStore } from './checkinStore.ts';
import { scanTicket } from './useScanTicket.ts';

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
      tickets: [
        { ticketNumber: 'T1', state: 'valid' },
        { ticketNumber: 'T2', state: 'validated' },
      ],
    },
  ],
  canStart: true,
  run: null,
};
const qr = (ticketNumber: string) => `${groupId}@${participantId}@${ticketNumber}`;

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
