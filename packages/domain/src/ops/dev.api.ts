import { endpoint } from '../api/endpoint.ts';
import type { ZDevAttachmentParams, ZDevMailboxQuery, ZDevMailboxResponse } from './ops.ts';

/** Development: the dev mailbox, what would have been e-mailed or messaged when no SMTP or bot is configured. */
export const devApi = {
  mailbox: endpoint<{ query: typeof ZDevMailboxQuery; response: typeof ZDevMailboxResponse }>()(
    'GET',
    '/api/dev/mailbox',
  ),
  /** The attachment as it was sent, with its own content type. */
  attachment: endpoint<{ params: typeof ZDevAttachmentParams; response: undefined }>()(
    'GET',
    '/api/dev/mailbox/:messageId/attachments/:index',
  ),
};
