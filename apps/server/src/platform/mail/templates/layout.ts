import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailLayoutPt from '../locales/pt-PT/mailLayout.json';
import { sayIn } from '../mail-texts.ts';

/** A file sent with an e-mail; with a `cid`, an image the HTML shows inline (`<img src="cid:…">`). */
export type MailAttachment = {
  filename: string;
  contentType: string;
  /** The bytes, base64-encoded (the outbox stores the message as JSON). */
  contentBase64: string;
  cid?: string;
};

/** What a template produces: everything of an e-mail but its recipient. */
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** The pieces an e-mail body is made of, rendered both as plain text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'image'; cid: string; alt: string; width: number }
  | { kind: 'note'; text: string };

const BRAND = '#1c4e80';
const ACCENT = '#c2562b';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'action':
      return `${block.label}:\n\n${block.url}`;
    case 'code':
      return `${block.label}: ${block.code}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'image':
      return `[${block.alt}]`;
  }
}

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933';

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#616e7c">${escapeHtml(block.text)}</p>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#616e7c;word-break:break-all">${escapeHtml(block.url)}</p>`;
    case 'code':
      return `<p style="${paragraphStyle}">${escapeHtml(block.label)}</p><p style="margin:0 0 16px;font:600 24px/32px monospace;letter-spacing:4px;color:${BRAND}">${escapeHtml(block.code)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#616e7c;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;color:#1f2933">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'image':
      return `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" width="${block.width}" style="display:block;max-width:100%;height:auto"></p>`;
  }
}

/** The sign-off and the footer of every e-mail (English; the Portuguese in locales/pt-PT/mailLayout.json). */
export const mailLayoutTexts = defineTexts('mailLayout', {
  signOff: '— Roteiro, tours and experiences in Portugal',
  footer: 'Roteiro · tours and experiences in Portugal',
});
registerTranslations(mailLayoutTexts, 'pt-PT', mailLayoutPt);
const frameIn = sayIn(mailLayoutTexts);

/**
 * The shared frame of every e-mail: a heading, the blocks, and the sign-off, as plain text and as HTML
 * (inline styles only, since mail clients drop style sheets), in `locale` (English by default: staff and
 * partners read English).
 */
export function composeMail(mail: {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  attachments?: MailAttachment[];
  locale?: TLocale;
}): MailContent {
  const locale = mail.locale ?? DEFAULT_LOCALE;
  const frame = frameIn(locale);
  const text = [mail.heading, ...mail.blocks.map(textOf), frame('signOff')].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head><body style="margin:0;padding:0;background:#f5f7fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"><table role="presentation" width="100%" style="border-collapse:collapse;background:#f5f7fa"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:12px"><tr><td style="background:${BRAND};border-radius:12px 12px 0 0;padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700">Roteiro</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#1f2933">${escapeHtml(mail.heading)}</h1>${mail.blocks
    .map(htmlOf)
    .join(
      '',
    )}</td></tr><tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794">${escapeHtml(frame('footer'))}</td></tr></table></td></tr></table></body></html>`;
  return {
    subject: mail.subject,
    text,
    html,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  };
}
