import { z } from 'zod';
import { ZInstant } from '../common/responses.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';

/** Admin: outgoing jobs (mail, chat, provider calls) that failed after every retry. */
export const ZFailedJob = z.object({
  id: z.string(),
  kind: z.enum(['mail.send', 'chat.send', 'provider.call']),
  summary: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: ZInstant,
  failedAt: ZInstant.nullable(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;
export const ZFailedJobsResponse = ZPage(ZFailedJob);
export const ZFailedJobParams = z.object({ jobId: z.uuid({ message: 'Unknown job' }) });
export const FAILED_JOBS_PAGE_SIZE = 20;

/** Development: a mail or chat message kept in the dev mailbox instead of being sent. */
export const ZDevMessage = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'chat']),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      cid: z.string().nullable(),
    }),
  ),
  createdAt: ZInstant,
});
export type TDevMessage = z.infer<typeof ZDevMessage>;
export const ZDevMailboxResponse = ZPage(ZDevMessage);
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponse>;
export const DEV_MAILBOX_PAGE_SIZE = 20;

/** The dev mailbox's query: a page, and only one recipient's messages when given. */
export const ZDevMailboxQuery = ZPageQuery.extend({
  recipient: z.string().trim().toLowerCase().max(320).optional(),
});
/** One attachment of a kept message: the message's id and the attachment's position in it. */
export const ZDevAttachmentParams = z.object({
  messageId: z.uuid({ message: 'Unknown message' }),
  index: z.coerce.number().int().min(0).max(100),
});
