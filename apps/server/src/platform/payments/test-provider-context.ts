import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { type PaymentMetadata, PaymentProviderError } from './payment-provider.ts';
import {
  findAccount,
  findSession,
  type TestAccountRow,
  type TestSessionRow,
} from './test-provider.repository.ts';

/** What the test-mode provider's parts share. */
export type TestProviderContext = {
  /** The app's database: the provider's state is shared by every server process (migration 0035). */
  db: Db;
  /** Without a trailing slash. */
  appUrl: string;
  webhookSecret: string;
  /** `{prefix}_test_{random or counter}` */
  newId(prefix: string): string;
  /** Clock in ms. */
  now(): number;
};

export function seconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/** An open session past its expiry is expired, as Stripe would have expired it. */
export function effectiveStatus(context: TestProviderContext, session: TestSessionRow) {
  return session.status === 'open' && context.now() > session.expiresAt.getTime()
    ? 'expired'
    : session.status;
}

export function paymentStatusOf(session: TestSessionRow): 'paid' | 'unpaid' | 'no_payment_required' {
  if (session.status !== 'complete') {
    return 'unpaid';
  }
  return session.amountTotalCents === 0 ? 'no_payment_required' : 'paid';
}

export async function existingSession(
  context: TestProviderContext,
  operation: string,
  sessionId: string,
): Promise<TestSessionRow> {
  const session = await findSession(context.db, sessionId);
  if (!session) {
    throw missing(operation, 'checkout session', sessionId);
  }
  return session;
}

export async function existingAccount(
  context: TestProviderContext,
  operation: string,
  accountId: string,
): Promise<TestAccountRow> {
  const account = await findAccount(context.db, accountId);
  if (!account) {
    throw missing(operation, 'account', accountId);
  }
  return account;
}

/** A short stable id part derived from an idempotency key: a replay gets the same id. */
export function digest(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

export function missing(operation: string, what: string, id: string): PaymentProviderError {
  return new PaymentProviderError(operation, `Test provider ${operation} failed: no such ${what}: '${id}'`, {
    retryable: false,
    statusCode: 404,
    providerCode: 'resource_missing',
  });
}

export function invalid(operation: string, message: string): PaymentProviderError {
  return new PaymentProviderError(operation, `Test provider ${operation} failed: ${message}`, {
    retryable: false,
    statusCode: 400,
    providerCode: 'invalid_request',
  });
}

export function idempotencyMismatch(operation: string, key: string): PaymentProviderError {
  return new PaymentProviderError(
    operation,
    `Test provider ${operation} failed: idempotency key '${key}' was already used with other parameters`,
    { retryable: false, statusCode: 400, providerCode: 'idempotency_error' },
  );
}

/** Stripe's metadata limits, enforced offline so test mode fails where Stripe would. */
export function assertMetadata(operation: string, metadata: PaymentMetadata): void {
  const entries = Object.entries(metadata);
  if (entries.length > 50 || entries.some(([key, value]) => key.length > 40 || value.length > 500)) {
    throw invalid(operation, 'metadata allows 50 keys, keys up to 40 and values up to 500 characters');
  }
}

/** Runs one operation; an unexpected failure (e.g. the database) becomes a retryable `PaymentProviderError`. */
export async function callTestProvider<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(operation, `Test provider ${operation} failed: ${reason}`, {
      retryable: true,
      cause: error,
    });
  }
}
