import { createTransport } from 'nodemailer';
import type { AdapterLog, Mailer } from './mail.ts';

export type SmtpMailerConfig = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS). */
  smtpUrl: string;
  /** Sender, e.g. `Roteiro <no-reply@roteiro.pt>`. */
  from: string;
  log?: AdapterLog;
};

/** Sends through an SMTP server with nodemailer. `send` throws on any failure so the job is retried. */
export function createSmtpMailer(config: SmtpMailerConfig): Mailer {
  const endpoint = describeSmtpUrl(config.smtpUrl);
  const transport = createTransport({
    url: config.smtpUrl,
    // A job should fail fast and be retried rather than hang on a dead server.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(msg) {
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
