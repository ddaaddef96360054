import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const ZMetadata = z.record(z.string(), z.string());

const ZTestProviderState = z.object({
  version: z.literal(1),
  products: z.record(
    z.string(),
    z.object({
      name: z.string(),
      description: z.string(),
      imageUrls: z.array(z.string()),
      metadata: ZMetadata,
      defaultPriceId: z.string(),
    }),
  ),
  prices: z.record(
    z.string(),
    z.object({ productId: z.string(), unitAmountCents: z.number().int(), active: z.boolean() }),
  ),
  accounts: z.record(
    z.string(),
    z.object({
      email: z.string(),
      businessName: z.string().nullable(),
      metadata: ZMetadata,
      detailsSubmitted: z.boolean(),
      createdAt: z.number().int(),
    }),
  ),
  checkoutSessions: z.record(
    z.string(),
    z.object({
      lineItems: z.array(
        z.object({ name: z.string(), unitAmountCents: z.number().int(), quantity: z.number().int() }),
      ),
      amountSubtotalCents: z.number().int(),
      amountDiscountCents: z.number().int(),
      amountTotalCents: z.number().int(),
      successUrl: z.string(),
      cancelUrl: z.string(),
      metadata: ZMetadata,
      customerEmail: z.string().nullable(),
      couponId: z.string().nullable(),
      status: z.enum(['open', 'complete', 'expired']),
      paymentIntentId: z.string().nullable(),
      createdAt: z.number().int(),
      expiresAt: z.number().int(),
      /** The event sent when it was completed or expired, re-sent identically on a repeat. */
      event: z.object({ id: z.string(), created: z.number().int() }).nullable(),
    }),
  ),
  /** Keyed by idempotency key. */
  transfers: z.record(
    z.string(),
    z.object({
      transferId: z.string(),
      amountCents: z.number().int(),
      destinationAccountId: z.string(),
      metadata: ZMetadata,
      transferGroup: z.string().nullish(),
    }),
  ),
  /** Keyed by idempotency key. */
  refunds: z.record(
    z.string(),
    z.object({ refundId: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() }),
  ),
  coupons: z.record(
    z.string(),
    z.object({ name: z.string(), percentOff: z.number(), metadata: ZMetadata, createdAt: z.number().int() }),
  ),
  /** Optional idempotency keys of creations → the id created the first time. */
  idempotency: z.record(z.string(), z.string()),
});

export type TestProviderState = z.infer<typeof ZTestProviderState>;

function emptyState(): TestProviderState {
  return {
    version: 1,
    products: {},
    prices: {},
    accounts: {},
    checkoutSessions: {},
    transfers: {},
    refunds: {},
    coupons: {},
    idempotency: {},
  };
}

export type TestProviderStore = {
  read(): Promise<TestProviderState>;
  /** Read-modify-write under an in-process lock; the file is replaced atomically. */
  update<T>(change: (state: TestProviderState) => T): Promise<T>;
  file: string;
};

/**
 * The test-mode provider's state in one JSON file, so onboarding, products and sessions survive restarts.
 * Each call reads the file afresh; writes are serialised within the process (test mode is for one process).
 */
export function createTestProviderStore(file: string): TestProviderStore {
  const path = resolve(file);
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<TestProviderState> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
        return emptyState();
      }
      throw error;
    }
    const parsed = ZTestProviderState.safeParse(JSON.parse(text));
    if (!parsed.success) {
      throw new Error(
        `Test payment provider: ${path} is not a valid state file (delete it to start afresh)`,
        {
          cause: parsed.error,
        },
      );
    }
    return parsed.data;
  }

  async function write(state: TestProviderState): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    file: path,
    read,
    update<T>(change: (state: TestProviderState) => T): Promise<T> {
      const run = queue.then(async () => {
        const state = await read();
        const result = change(state);
        await write(state);
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
