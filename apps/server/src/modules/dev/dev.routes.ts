import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { devApi } from '@roteiro/domain/ops/dev.api';
import {
  DEV_MAILBOX_PAGE_SIZE,
  ZDevAttachmentParams,
  ZDevMailboxQuery,
  ZDevMailboxResponse,
} from '@roteiro/domain/ops/ops';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute, rawResponse } from '../../platform/http/routing.ts';
import { listMailbox, readAttachment } from './dev.service.ts';

/** The dev mailbox: what would have been e-mailed or messaged, for an admin, when no SMTP/bot is configured. */
export function devRoutes(
  app: FastifyInstance,
  { db, mailboxEnabled }: { db: Db; mailboxEnabled: boolean },
): void {
  const assertEnabled = () => {
    if (!mailboxEnabled) {
      throw new AppError('NOT_FOUND', textRef(messages, 'devMailboxOff'));
    }
  };
  defineRoute(app, devApi.mailbox, {
    access: 'admin',
    summary: `Messages kept by the dev mailbox, newest first (${DEV_MAILBOX_PAGE_SIZE} per page)`,
    tags: ['dev'],
    query: ZDevMailboxQuery,
    response: ZDevMailboxResponse,
    handler: async ({ query }) => {
      assertEnabled();
      return listMailbox(db, query);
    },
  });
  defineRoute(app, devApi.attachment, {
    access: 'admin',
    summary: 'One attachment of a kept message (an inline image, a calendar file), as it was sent',
    tags: ['dev'],
    params: ZDevAttachmentParams,
    response: rawResponse('application/octet-stream', 'The attachment with its own content type'),
    handler: async ({ params, reply }) => {
      assertEnabled();
      const attachment = await readAttachment(db, params.messageId, params.index);
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', `inline; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(attachment.contentBase64, 'base64'));
    },
  });
}
