import { DEV_MAILBOX_PAGE_SIZE, type TDevMailboxResponse } from '@roteiro/domain/ops/ops';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import type { Db } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import type { StoredAttachment } from '../../db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findDevAttachment, listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';

/** A page of the dev mailbox, newest first; attachments are listed by name and size, fetched one by one. */
export async function listMailbox(
  db: Db,
  query: TPageQuery & { recipient?: string | undefined },
): Promise<TDevMailboxResponse> {
  const window = pageWindow(query, DEV_MAILBOX_PAGE_SIZE);
  const { items, total } = await listDevMessages(db, { ...window, recipient: query.recipient });
  return toPage(
    items.map(({ attachments, createdAt, ...message }) => ({
      ...message,
      createdAt: createdAt.toISOString(),
      attachments: attachments.map(({ contentBase64, ...attachment }) => ({
        ...attachment,
        size: Buffer.byteLength(contentBase64, 'base64'),
      })),
    })),
    total,
    window,
  );
}

export async function readAttachment(db: Db, messageId: string, index: number): Promise<StoredAttachment> {
  const attachment = await findDevAttachment(db, messageId, index);
  if (!attachment) {
    throw new AppError('NOT_FOUND');
  }
  return attachment;
}
