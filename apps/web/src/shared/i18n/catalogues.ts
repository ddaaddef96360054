import type { Messages } from '@lingui/core';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { readJsonScript } from '../lib/jsonScript.ts';

/**
 * The storefront's message catalogues, one file per language and namespace (locales/<locale>/<namespace>.json,
 * compiled by the build: scripts/catalogues.mjs). A page loads only its language and the namespaces it shows;
 * a server-rendered page carries them in its HTML (no request before it can start).
 */
export const NAMESPACES = [
  'common',
  'catalogue',
  'pages',
  'faq',
  'trip',
  'booking',
  'forms',
  'quote',
  'account',
  'planning',
  'checkin',
  'counter',
  'company',
  'admin',
  'affiliate',
  'payments',
  'authoring',
  'reviews',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/** The namespaces every page shows (the navbar, the footer, page titles and the shared pieces). */
export const BASE_NAMESPACES: readonly TNamespace[] = ['common'];

/** Compiled messages by id (Lingui's compiled form, see scripts/catalogues.mjs). */
export type TCompiledMessages = Messages;

/**
 * What a page carries for the browser: its language and the namespaces it was rendered with; `pseudo` when the
 * browser tests' server served it in their pseudo-locale (English messages, pseudo-localized by the browser).
 */
export type TInlineMessages = {
  locale: TLocale;
  namespaces: TNamespace[];
  messages: TCompiledMessages;
  pseudo?: true;
};

/** The `<script type="application/json">` the server writes the page's messages into. */
export const INLINE_MESSAGES_ID = 'roteiro-messages';

const files = import.meta.glob<TCompiledMessages>('./locales/*/*.json', { import: 'default' });

/** One catalogue: its own small file, loaded when first needed. */
export async function loadCatalogue(locale: TLocale, namespace: TNamespace): Promise<TCompiledMessages> {
  const load = files[`./locales/${locale}/${namespace}.json`];
  if (!load) {
    throw new Error(`No ${namespace} catalogue for ${locale}`);
  }
  return load();
}

/** The namespaces a page needs: the base ones and its routes' (`handle.messages`), once each. */
export function namespacesOf(handles: readonly unknown[]): TNamespace[] {
  const wanted = new Set<TNamespace>(BASE_NAMESPACES);
  for (const handle of handles) {
    const list = (handle as { messages?: readonly TNamespace[] } | null | undefined)?.messages;
    for (const namespace of list ?? []) {
      wanted.add(namespace);
    }
  }
  return [...wanted];
}

/** The merged messages of several catalogues of one language. */
export async function loadMessages(
  locale: TLocale,
  namespaces: readonly TNamespace[],
): Promise<TCompiledMessages> {
  const loaded = await Promise.all(namespaces.map((namespace) => loadCatalogue(locale, namespace)));
  return Object.assign({}, ...loaded);
}

/** The messages a served page carries, or null (a page served without them, e.g. by Vite's dev server). */
export function readInlineMessages(document: Document): TInlineMessages | null {
  return readJsonScript<TInlineMessages>(document, INLINE_MESSAGES_ID);
}
