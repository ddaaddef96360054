import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';

/**
 * What the start-activity screen keeps on the phone per group, so a guide with a bad network keeps working:
 * the last manifest loaded, the tickets added, and a start waiting to be sent (with its idempotency key, made
 * once, so the server settles it once however often it is sent).
 */
export type TAddedTicket = {
  qrText: string;
  ticketNumber: string;
  participantId: string;
  clientName: string;
};
export type TPendingStart = { idempotencyKey: string; tickets: string[] };
export type TGroupCheckin = {
  manifest: TManifestResponse | null;
  added: TAddedTicket[];
  pendingStart: TPendingStart | null;
};

const EMPTY: TGroupCheckin = { manifest: null, added: [], pendingStart: null };
const keyOf = (groupId: string) => `roteiro.checkin.${groupId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, TGroupCheckin>();

function read(groupId: string): TGroupCheckin {
  const known = cache.get(groupId);
  if (known) {
    return known;
  }
  let value = EMPTY;
  try {
    const raw = window.localStorage.getItem(keyOf(groupId));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<TGroupCheckin>;
      value = {
        manifest: parsed.manifest ?? null,
        added: Array.isArray(parsed.added) ? parsed.added : [],
        pendingStart: parsed.pendingStart ?? null,
      };
    }
  } catch {
    value = EMPTY;
  }
  cache.set(groupId, value);
  return value;
}

function write(groupId: string, change: (current: TGroupCheckin) => TGroupCheckin): void {
  const next = change(read(groupId));
  cache.set(groupId, next);
  try {
    window.localStorage.setItem(keyOf(groupId), JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the screen keeps working for this visit.
  }
  for (const listener of listeners) {
    listener();
  }
}

export const checkinStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  saveManifest: (groupId: string, manifest: TManifestResponse) => write(groupId, (c) => ({ ...c, manifest })),
  addTicket: (groupId: string, ticket: TAddedTicket) =>
    write(groupId, (c) =>
      c.added.some((t) => t.ticketNumber === ticket.ticketNumber) ? c : { ...c, added: [...c.added, ticket] },
    ),
  removeTicket: (groupId: string, ticketNumber: string) =>
    write(groupId, (c) => ({ ...c, added: c.added.filter((t) => t.ticketNumber !== ticketNumber) })),
  queueStart: (groupId: string, pendingStart: TPendingStart) =>
    write(groupId, (c) => ({ ...c, pendingStart })),
  /** The start was refused for good: nothing waits any more (the tickets stay added). */
  dropStart: (groupId: string) => write(groupId, (c) => ({ ...c, pendingStart: null })),
  /** The start was settled (or refused for good): the scans of this screen are done with. */
  clearStart: (groupId: string) => write(groupId, (c) => ({ ...c, added: [], pendingStart: null })),
};
