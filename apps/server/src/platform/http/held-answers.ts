import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptBody, type TKeptBody } from './text-body.ts';

/**
 * Answers of public reads that cannot be cached by time alone (the places left of a day or a month change with
 * every booking), kept by URL together with a test that says whether the answer still holds: the app's early hook
 * sends a held answer again without the rest of the request's hooks, input parsing and handler (routing.ts). The
 * route decides what holding means (for the slots: the same load of the slots cache, in the same minute).
 */
export type HeldAnswers = {
  /** Keeps the JSON answer just given to this URL while `stillHolds()` says it is what the route would answer. */
  keep(url: string, answer: unknown, stillHolds: () => boolean): void;
  /** Sends the held answer of this request's URL if it still holds (`cache-control: no-store`), and says so. */
  sendHeld(request: FastifyRequest, reply: FastifyReply): boolean;
};

type Held = Partial<TKeptBody> & { answer: unknown; stillHolds: () => boolean };

export function createHeldAnswers(options: { maxEntries?: number } = {}): HeldAnswers {
  const maxEntries = options.maxEntries ?? 2000;
  const held = new Map<string, Held>();
  return {
    keep(url, answer, stillHolds) {
      held.delete(url);
      held.set(url, { answer, stillHolds });
      if (held.size > maxEntries) {
        const oldest = held.keys().next().value;
        if (oldest !== undefined) {
          held.delete(oldest);
        }
      }
    },
    sendHeld(request, reply) {
      const entry = held.get(request.url);
      if (!entry) {
        return false;
      }
      if (!entry.stillHolds()) {
        held.delete(request.url);
        return false;
      }
      // Serialised on the first repeat only: most answers are never asked for again while they hold.
      entry.body ??= JSON.stringify(entry.answer ?? null);
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding');
      sendKeptBody(request, reply, entry as TKeptBody, 'application/json; charset=utf-8');
      return true;
    },
  };
}
