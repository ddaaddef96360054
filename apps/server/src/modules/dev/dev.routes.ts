import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';

const ZMailboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recipient: z.string().trim().toLowerCase().optional(),
});

/** The dev mailbox: what would have been e-mailed or messaged, for an admin, when no SMTP/bot is configured. */
export function devRoutes(
  app: FastifyInstance,
  { db, mailboxEnabled }: { db: Db; mailboxEnabled: boolean },
): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/mailbox',
    access: 'admin',
    summary: 'Messages kept by the dev mailbox, newest first (20 per page)',
    tags: ['dev'],
    query: ZMailboxQuery,
    handler: async ({ query }) => {
      if (!mailboxEnabled) {
        throw new AppError('NOT_FOUND', 'The dev mailbox is off: mail is sent through SMTP.');
      }
      return listDevMessages(db, { page: query.page, pageSize: 20, recipient: query.recipient });
    },
  });
}
