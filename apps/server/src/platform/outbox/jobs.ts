import type { MailMessage } from '../mail/mail.ts';

/** Outgoing work that must not be lost. Each kind is one pg-boss queue; the payload is the job's data. */
export type OutboxJob =
  | { kind: 'mail.send'; payload: MailMessage }
  | { kind: 'chat.send'; payload: { chatId: string; text: string } }
  | { kind: 'provider.call'; payload: { operation: string; args: unknown; idempotencyKey: string } };

export type OutboxJobKind = OutboxJob['kind'];
export type OutboxPayload<K extends OutboxJobKind> = Extract<OutboxJob, { kind: K }>['payload'];

// A record, not an array, so adding a kind to the union without listing it here fails to compile.
const kinds: Record<OutboxJobKind, true> = { 'mail.send': true, 'chat.send': true, 'provider.call': true };
export const OUTBOX_JOB_KINDS = Object.keys(kinds) as OutboxJobKind[];

export function isOutboxJobKind(value: string): value is OutboxJobKind {
  return Object.hasOwn(kinds, value);
}

export type OutboxJobContext = {
  jobId: string;
  /** 1 for the first delivery, 2 for the first retry... */
  attempt: number;
  /** Aborted when the job expires or the outbox shuts down while the handler runs. */
  signal: AbortSignal;
};

/** Throwing fails the attempt: the job is retried with backoff until the limit, then ends `failed`. */
export type OutboxHandler<K extends OutboxJobKind> = (
  payload: OutboxPayload<K>,
  context: OutboxJobContext,
) => Promise<void>;

/** One handler per kind. */
export type OutboxHandlers = { [K in OutboxJobKind]: OutboxHandler<K> };

/** A short, non-sensitive description of a stored job for the failed-jobs list (no bodies, no args). */
export function summarizeOutboxPayload(kind: OutboxJobKind, data: unknown): string {
  const field = (name: string): string => {
    const value =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : '?';
  };
  switch (kind) {
    case 'mail.send':
      return `to ${field('to')}: ${field('subject')}`;
    case 'chat.send':
      return `chat ${field('chatId')}`;
    case 'provider.call':
      return `${field('operation')} (${field('idempotencyKey')})`;
  }
}
