import { createTransport } from 'nodemailer';
import type { AdapterLog, Mailer } from './mailer.types.ts';

export type SmtpMailerConfig = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS). */
  smtpUrl: string;
  /** Sender, e.g. `Roteiro <no-reply@roteiro.pt>`. */
  from: string;
  log?: AdapterLog;
};

/** SMTP connections kept open per process for the mail the outbox hands over in batches (outbox.ts). */
export const SMTP_MAX_CONNECTIONS = 5;

/**
 * Sends through an SMTP server with nodemailer, over pools of open connections (one connection and its handshake
 * per message capped a process at a few dozen mails a second): one for the backlog, and one connection of its own
 * for urgent mail, which would otherwise wait behind every message of a batch already handed to the pool. `send`
 * throws on any failure so the job is retried; `close` ends the connections.
 */
export function createSmtpMailer(config: SmtpMailerConfig): Mailer & { close: () => void } {
  const endpoint = describeSmtpUrl(config.smtpUrl);
  const transportOf = (maxConnections: number) =>
    createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections,
      // A job should fail fast and be retried rather than hang on a dead server.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  const backlog = transportOf(SMTP_MAX_CONNECTIONS);
  const urgent = transportOf(1);
  return {
    kind: 'smtp',
    close: () => {
      backlog.close();
      urgent.close();
    },
    async send(msg, options) {
      const transport = options?.isUrgent ? urgent : backlog;
      const info = await transport
        .sendMail({
          from: config.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
          attachments: (msg.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`SMTP send to ${msg.to} via ${endpoint} failed: ${reason}`, { cause: error });
        });
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new Error(`SMTP server ${endpoint} rejected the recipient ${msg.to}: ${info.response}`);
      }
      config.log?.info({ to: msg.to, messageId: info.messageId }, 'mail sent');
    },
  };
}

/** `host:port` of the SMTP url, for error messages: never echo the credentials. */
function describeSmtpUrl(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP url is not a valid URL (expected smtp://user:pass@host:port or smtps://...)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP url must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  return `${url.protocol}//${url.host}`;
}
