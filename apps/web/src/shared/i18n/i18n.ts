import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, localeCookie, type TLocale, toLocale } from '@roteiro/domain/i18n/locale';
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

/** The language of the pages not yet translated. */
const ENGLISH: TLocale = 'en';

/**
 * The browser's instance, which follows the language switch, and a second one that is always English, for
 * the pages not yet translated (the operator and admin areas); which namespaces each language holds.
 */
let browser: { i18n: I18n; english: I18n; loaded: Map<TLocale, Set<TNamespace>> } | null = null;

async function loadInto(locale: TLocale, namespaces: readonly TNamespace[]): Promise<void> {
  if (!browser) {
    return;
  }
  const have = browser.loaded.get(locale) ?? new Set<TNamespace>();
  browser.loaded.set(locale, have);
  const missing = namespaces.filter((namespace) => !have.has(namespace));
  if (missing.length === 0) {
    return;
  }
  const messages = await loadMessages(locale, missing);
  loadMessagesOf(locale, messages);
  for (const namespace of missing) {
    have.add(namespace);
  }
}

function loadMessagesOf(locale: TLocale, messages: TCompiledMessages): void {
  browser?.i18n.load(locale, messages);
  if (locale === ENGLISH) {
    browser?.english.load(ENGLISH, messages);
  }
}

/**
 * The browser's instance, in the language the server served the page in (`<html lang>`), with the messages
 * the page carries; the base catalogues are loaded when the page came without them.
 */
export async function startBrowserI18n(document: Document): Promise<I18n> {
  const inline = readInlineMessages(document);
  const locale = inline?.locale ?? toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const i18n = setupI18n();
  const english = setupI18n({ locale: ENGLISH, messages: { [ENGLISH]: {} } });
  browser = { i18n, english, loaded: new Map() };
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
 * The English instance for a page not yet translated, once it holds `namespaces` and the base ones (null on
 * the server, or while they load: `ensureEnglish` loads them).
 */
export function englishI18n(namespaces: readonly TNamespace[] = []): I18n | null {
  const have = browser?.loaded.get(ENGLISH);
  const ready = [...BASE_NAMESPACES, ...namespaces].every((namespace) => have?.has(namespace));
  return browser && ready ? browser.english : null;
}

/** Loads the English texts a page not yet translated shows (route `lazy`, with the page's code). */
export async function ensureEnglish(namespaces: readonly TNamespace[]): Promise<void> {
  await loadInto(ENGLISH, [...BASE_NAMESPACES, ...namespaces]);
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
