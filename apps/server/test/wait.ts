import type { Database } from '../src/db/database.ts';
import { type DevMessage, listDevMessages } from '../src/platform/mail/dev-mailbox.repository.ts';

/** Polls `fn` until it returns something other than undefined (e.g. the outbox delivered a job). */
export async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await fn();
    if (value !== undefined) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

/** Waits until the dev mailbox holds at least `count` messages to `recipient`; newest first. */
export async function waitForMails(db: Database['db'], recipient: string, count = 1): Promise<DevMessage[]> {
  return waitFor(async () => {
    const { items } = await listDevMessages(db, { recipient, page: 1, pageSize: Math.max(5, count) });
    return items.length >= count ? items : undefined;
  });
}
