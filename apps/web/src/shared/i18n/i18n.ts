import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, localeCookie, type TLocale, toLocale } from '@roteiro/domain/i18n/locale';
import {
  BASE_NAMESPACES,
  loadMessages,
  readInlineMessages,
  type TCompiledMessages,
  type TNamespace,
} from './catalogues.ts';

/** A Lingui instance of one language with its loaded messages (the server makes one per page it renders). */
export function createI18n(locale: TLocale, messages: TCompiledMessages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The browser tests' pseudo-locale (pseudo.ts): loaded only for a page the server served in it. */
type TPseudo = typeof import('./pseudo.ts');

/** The instances showing English pseudo-localized, with the transform of the domain's texts (useT's say, tx). */
const pseudoInstances = new WeakMap<I18n, (text: string) => string>();

/** An English instance whose messages are pseudo-localized, and its domain texts with them (the test's pseudo-locale). */
export function createPseudoI18n(messages: TCompiledMessages, pseudo: TPseudo): I18n {
  const i18n = createI18n('en', pseudo.pseudoMessages(messages));
  pseudoInstances.set(i18n, pseudo.pseudoLocalize);
  return i18n;
}

/** How an instance writes the domain's English texts in the pseudo-locale, or null (a real language). */
export function pseudoTextOf(i18n: I18n): ((text: string) => string) | null {
  return (i18n.locale === 'en' && pseudoInstances.get(i18n)) || null;
}

/**
 * The browser's instance, which follows the language switch; one more per language that never switches, for a
 * part of a page shown in a language of its own (a page not yet translated is English; printed tickets are in
 * their customer's language); which namespaces each language holds.
 */
let browser: {
  i18n: I18n;
  fixed: Map<TLocale, I18n>;
  loaded: Map<TLocale, Set<TNamespace>>;
  /** Set in the browser tests' pseudo-locale: the page's English is pseudo-localized, a fixed English part is not. */
  pseudo: TPseudo | null;
} | null = null;

async function loadInto(locale: TLocale, namespaces: readonly TNamespace[]): Promise<void> {
  if (!browser) {
    return;
  }
  // The domain's Portuguese base tables, before anything is worded in Portuguese (a page served in Portuguese
  // carries its catalogues inline, but never these: they are code).
  const domainTexts = locale === 'en' ? null : import('./domainTextsPt.ts');
  const have = browser.loaded.get(locale) ?? new Set<TNamespace>();
  browser.loaded.set(locale, have);
  const missing = namespaces.filter((namespace) => !have.has(namespace));
  if (missing.length === 0) {
    await domainTexts;
    return;
  }
  const [messages] = await Promise.all([loadMessages(locale, missing), domainTexts]);
  loadMessagesOf(locale, messages);
  for (const namespace of missing) {
    have.add(namespace);
  }
}

function loadMessagesOf(locale: TLocale, messages: TCompiledMessages): void {
  const pseudo = locale === 'en' ? browser?.pseudo : null;
  browser?.i18n.load(locale, pseudo ? pseudo.pseudoMessages(messages) : messages);
  browser?.fixed.get(locale)?.load(locale, messages);
}

/**
 * The browser's instance, in the language the server served the page in (`<html lang>`), with the messages
 * the page carries; the base catalogues are loaded when the page came without them.
 */
export async function startBrowserI18n(document: Document): Promise<I18n> {
  const inline = readInlineMessages(document);
  const locale = inline?.locale ?? toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const i18n = setupI18n();
  const fixed = new Map(LOCALES.map((one) => [one, setupI18n({ locale: one, messages: { [one]: {} } })]));
  // Only a page served in the tests' pseudo-locale says so (and carries English): a real visitor never loads it.
  const pseudo = inline?.pseudo && locale === 'en' ? await import('./pseudo.ts') : null;
  browser = { i18n, fixed, loaded: new Map(), pseudo };
  if (pseudo) {
    pseudoInstances.set(i18n, pseudo.pseudoLocalize);
  }
  if (inline?.locale === locale) {
    loadMessagesOf(locale, inline.messages);
    browser.loaded.set(locale, new Set(inline.namespaces));
  }
  await loadInto(locale, BASE_NAMESPACES);
  i18n.activate(locale);
  return i18n;
}

/** The browser's active language, or null on the server (which renders each page in its own). */
export function activeLocale(): TLocale | null {
  return browser ? (browser.i18n.locale as TLocale) : null;
}

/**
 * Loads the namespaces a page shows, in the active language, before the page renders (route `lazy`).
 * On the server it does nothing: the renderer loads a page's messages itself (app/entry-server.tsx).
 */
export async function ensureNamespaces(namespaces: readonly TNamespace[]): Promise<void> {
  if (browser) {
    await loadInto(browser.i18n.locale as TLocale, namespaces);
  }
}

/**
 * The instance that stays in `locale`, once it holds `namespaces` and the base ones (null on the server, or
 * while they load: `ensureLanguage` loads them).
 */
export function fixedI18n(locale: TLocale, namespaces: readonly TNamespace[] = []): I18n | null {
  const have = browser?.loaded.get(locale);
  const ready = [...BASE_NAMESPACES, ...namespaces].every((namespace) => have?.has(namespace));
  return (ready && browser?.fixed.get(locale)) || null;
}

/** Loads the texts of `locale` that a part shown in that language needs (a page not yet translated: English). */
export async function ensureLanguage(locale: TLocale, namespaces: readonly TNamespace[]): Promise<void> {
  await loadInto(locale, [...BASE_NAMESPACES, ...namespaces]);
}

/**
 * Switches the storefront to `locale` and remembers the choice (a cookie the server reads for every later
 * page): the messages of everything already shown are loaded first, so the page changes language at once.
 */
export async function switchLocale(locale: TLocale): Promise<void> {
  if (!browser) {
    return;
  }
  const current = browser.loaded.get(browser.i18n.locale as TLocale) ?? new Set<TNamespace>();
  await loadInto(locale, [...current]);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
  document.cookie = localeCookie(locale);
  document.documentElement.lang = locale;
  browser.i18n.activate(locale);
}
