import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import {
  SITE_PAGE_KEYS,
  SITE_PAGE_PATHS,
  sitePageKeyOfPath,
  sitePageTexts,
  type TAdminSitePage,
  type TAdminSitePageListItem,
  type TSitePageKey,
  type TSitePagePublic,
  type ZSitePageInput,
} from '@roteiro/domain/site-pages/site-pages';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TPagePreview } from '../../platform/http/web-app.ts';
import { renderMarkdown } from '../blog/blog.service.ts';
import {
  findTexts,
  findTextsToEdit,
  listEnglishPageDates,
  listTextSummaries,
  upsertText,
} from './site-pages.repository.ts';

type SitePageInput = z.output<typeof ZSitePageInput>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** One value per language, null where a page has no text in it. */
function byLocale<T extends { locale: TLocale }, V>(rows: readonly T[], view: (row: T) => V) {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, null])) as Record<TLocale, V | null>;
  for (const row of rows) {
    texts[row.locale] = view(row);
  }
  return texts;
}

/** The text a visitor reads: in their language, else in English; null when the page has neither. */
async function textFor(db: Executor, key: TSitePageKey, locale: TLocale) {
  const rows = await findTexts(db, key, [...new Set([locale, DEFAULT_LOCALE])]);
  return (
    rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === DEFAULT_LOCALE) ?? null
  );
}

/** A page in the visitor's language (or English), its Markdown rendered to sanitised HTML as the blog's is. */
export async function getPublicSitePage(
  db: Executor,
  key: TSitePageKey,
  locale: TLocale,
): Promise<TSitePagePublic> {
  const row = await textFor(db, key, locale);
  if (!row) {
    throw new AppError('NOT_FOUND', textRef(sitePageTexts, 'notWritten'));
  }
  const { html } = await renderMarkdown(db, row.body);
  return {
    key,
    locale: row.locale,
    title: row.title,
    description: row.description,
    html,
    updatedAt: iso(row.updatedAt),
  };
}

/** The three pages in the footer's order, each with its languages' titles and last change. */
export async function listSitePagesForAdmin(db: Executor): Promise<{ items: TAdminSitePageListItem[] }> {
  const rows = await listTextSummaries(db);
  return {
    items: SITE_PAGE_KEYS.map((key) => ({
      key,
      path: SITE_PAGE_PATHS[key],
      texts: byLocale(
        rows.filter((row) => row.key === key),
        (row) => ({ title: row.title, updatedAt: iso(row.updatedAt), updatedBy: row.updatedBy }),
      ),
    })),
  };
}

export async function getSitePageForAdmin(db: Executor, key: TSitePageKey): Promise<TAdminSitePage> {
  const rows = await findTextsToEdit(db, key);
  return {
    key,
    path: SITE_PAGE_PATHS[key],
    texts: byLocale(rows, (row) => ({
      title: row.title,
      description: row.description,
      body: row.body,
      updatedAt: iso(row.updatedAt),
      updatedBy: row.updatedBy,
    })),
  };
}

/** Saves a page's text in one language; it shows on the storefront at once. */
export async function saveSitePage(
  db: Executor,
  key: TSitePageKey,
  locale: TLocale,
  input: SitePageInput,
  actorId: string,
) {
  const saved = await upsertText(db, key, locale, input, actorId);
  if (!saved) {
    // English is required, the other languages optional: a visitor falls back to the English text.
    throw new AppError('CONFLICT', textRef(sitePageTexts, 'englishFirst'));
  }
  return { message: sitePageTexts.saved };
}

/** The link preview of /about, /contracts or /privacy in the visitor's language, or null for any other path. */
export async function findSitePagePreview(
  db: Executor,
  pathname: string,
  locale: TLocale,
): Promise<TPagePreview | null> {
  const key = sitePageKeyOfPath(pathname);
  const row = key ? await textFor(db, key, locale) : null;
  return row ? { title: row.title, description: row.description, imagePath: null } : null;
}

/** The sitemap's entries of the pages that have a text. */
export async function sitePageSitemapEntries(
  db: Executor,
): Promise<{ path: string; lastmod: Date | null }[]> {
  const rows = await listEnglishPageDates(db);
  return rows.map((row) => ({ path: SITE_PAGE_PATHS[row.key], lastmod: new Date(row.updatedAt) }));
}
