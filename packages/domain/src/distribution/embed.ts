import { z } from 'zod';
import { textRef } from '../i18n/texts.ts';
import { embedTexts } from './embed-texts.ts';

/** Who owns a booking box: a company (its activities) or an affiliate (with its attribution). */
export const EMBED_OWNER_KINDS = ['company', 'affiliate'] as const;
export type TEmbedOwnerKind = (typeof EMBED_OWNER_KINDS)[number];

/** How many origins one owner may register. */
export const EMBED_ORIGINS_MAX = 20;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The origin (`scheme://host[:port]`, lower-case) of a site that may frame a booking box, or null when the text
 * is not one: https only (http only for this machine, to try the box out), no path, query, user or wildcard.
 */
export function normalizeEmbedOrigin(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, '');
  if (trimmed.length === 0 || trimmed.length > 200 || !/^https?:\/\/[^/?#@*\s]+$/i.test(trimmed)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return null;
  }
  if (
    !/^[a-z0-9.-]+$/.test(url.hostname) ||
    (!url.hostname.includes('.') && !LOOPBACK_HOSTS.has(url.hostname))
  ) {
    return null;
  }
  return url.origin;
}

/** The path of a booking box: an owner's, of one activity or of all the owner's activities. */
export function embedPath(
  owner: { kind: TEmbedOwnerKind; id: string },
  options: { activityId?: string | null; referralCode?: string | null } = {},
): string {
  const query = new URLSearchParams();
  if (options.activityId) {
    query.set('activity', options.activityId);
  }
  if (options.referralCode) {
    query.set('referral', options.referralCode);
  }
  const search = query.toString();
  return `/embed/${owner.kind}/${owner.id}${search ? `?${search}` : ''}`;
}

/** The owner named by a booking box's page path (`/embed/{kind}/{id}`), or null for any other path. */
export function embedOwnerOfPath(pathname: string): { kind: TEmbedOwnerKind; id: string } | null {
  const match = /^\/embed\/(company|affiliate)\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  return match ? { kind: match[1] as TEmbedOwnerKind, id: (match[2] as string).toLowerCase() } : null;
}

/** The snippet an owner copies into its site: an iframe of its box (no script, so any site's CSP allows it). */
export function embedSnippet(appUrl: string, path: string, title: string): string {
  const escapeAttribute = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${escapeAttribute(`${appUrl}${path}`)}" title="${escapeAttribute(title)}" style="width:100%;max-width:480px;height:760px;border:0" loading="lazy"></iframe>`;
}

export const ZEmbedOrigin = z
  .string()
  .max(200)
  .transform((text, context) => {
    const origin = normalizeEmbedOrigin(text);
    if (origin === null) {
      context.addIssue({ code: 'custom', message: textRef(embedTexts, 'originInvalid') });
      return z.NEVER;
    }
    return origin;
  });

export const ZAddEmbedOriginRequest = z.object({ origin: ZEmbedOrigin });
export type TAddEmbedOriginRequest = z.input<typeof ZAddEmbedOriginRequest>;

export const ZEmbedOriginItem = z.object({ id: z.string(), origin: z.string() });
export type TEmbedOriginItem = z.infer<typeof ZEmbedOriginItem>;

/** The owner's box settings: who it is, its origins, what its snippet may show. */
export const ZEmbedSettings = z.object({
  owner: z.object({ kind: z.enum(EMBED_OWNER_KINDS), id: z.string() }),
  /** An affiliate's referral code, carried by its snippet; null for a company. */
  referralCode: z.string().nullable(),
  origins: z.array(ZEmbedOriginItem),
  activities: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TEmbedSettings = z.infer<typeof ZEmbedSettings>;

export const ZEmbedOriginParams = z.object({ originId: z.uuid() });

export const ZEmbedOwnerParams = z.object({ kind: z.enum(EMBED_OWNER_KINDS), ownerId: z.uuid() });

/** What a booking box offers: the owner's activities (one when the snippet names it). */
export const ZEmbedBox = z.object({ activities: z.array(z.object({ id: z.string(), title: z.string() })) });
export type TEmbedBox = z.infer<typeof ZEmbedBox>;
