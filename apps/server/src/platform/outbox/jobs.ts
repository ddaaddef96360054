import type { MailMessage } from '../mail/mailer.types.ts';

/**
 * Outgoing work that must not be lost. Each kind is one pg-boss queue; the payload is the job's data. An
 * urgent mail (a sign-in link, a booking's confirmation) goes through a queue of its own, so a backlog of
 * other mail never delays it.
 */
export type OutboxJob =
  | { kind: 'mail.send'; payload: MailMessage; isUrgent?: boolean }
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

/** The queue of urgent mail: a `mail.send` job that is delivered before the backlog of `mail.send`. */
export const URGENT_MAIL_QUEUE = 'mail.urgent';
/** Every queue the outbox owns: one per kind, and urgent mail's. */
export const OUTBOX_QUEUES: string[] = [...OUTBOX_JOB_KINDS, URGENT_MAIL_QUEUE];

export function queueOf(job: OutboxJob): string {
  return job.kind === 'mail.send' && job.isUrgent ? URGENT_MAIL_QUEUE : job.kind;
}

/** The kind whose handler delivers a queue's jobs (undefined for a queue that is not the outbox's). */
export function kindOfQueue(queue: string): OutboxJobKind | undefined {
  if (queue === URGENT_MAIL_QUEUE) {
    return 'mail.send';
  }
  return isOutboxJobKind(queue) ? queue : undefined;
}

export type OutboxJobContext = {
  jobId: string;
  /** 1 for the first delivery, 2 for the first retry... */
  attempt: number;
  /** Aborted when the job expires or the outbox shuts down while the handler runs. */
  signal: AbortSignal;
  /** An urgent mail (its own queue): the mailer sends it on a connection the backlog does not wait on. */
  isUrgent: boolean;
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
