import { z } from 'zod';
import { ZInstant } from '../common/responses.ts';
import { LOCALES } from '../i18n/locale.ts';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { SITE_PAGE_KEYS } from './site-page-paths.ts';

export {
  isSitePageKey,
  SITE_PAGE_KEYS,
  SITE_PAGE_PATHS,
  sitePageKeyOfPath,
  type TSitePageKey,
} from './site-page-paths.ts';

/**
 * The site's own pages: About, Contracts and Privacy, one text per page and language, written in
 * Markdown by admins and rendered to sanitised HTML on the server like the blog's articles. A visitor reads
 * the page in their language, or in English while it has no text in theirs.
 */

/** Each page's name in the admin area (the footer's English labels). */
export const SITE_PAGE_NAMES = {
  about: 'About us',
  contracts: 'Contracts',
  privacy: 'Privacy policy',
} as const satisfies Record<(typeof SITE_PAGE_KEYS)[number], string>;

export const SITE_PAGE_TITLE_MAX = 120;
export const SITE_PAGE_DESCRIPTION_MAX = 300;
export const SITE_PAGE_BODY_MAX = 40_000;

export const sitePageTexts = defineTexts('sitePages', {
  titleRequired: 'Give the page a title',
  descriptionRequired: 'Write a short description (it is shown in search results and in shared links)',
  bodyRequired: 'Write the page',
  notFound: 'This page does not exist.',
  notWritten: 'This page has not been written yet.',
  languageUnknown: 'Choose English (en) or Portuguese (pt-PT)',
  saved: 'The page is saved.',
  englishFirst:
    'Write the page in English first: visitors read it in English until it has a text in their language.',
});

const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `At most ${max} characters` });

export const ZSitePageKey = z.enum(SITE_PAGE_KEYS, { message: textRef(sitePageTexts, 'notFound') });
export const ZSitePageLocale = z.enum(LOCALES, { message: textRef(sitePageTexts, 'languageUnknown') });

export const ZSitePageParams = z.object({ key: ZSitePageKey });
export const ZSitePageLocaleParams = z.object({ key: ZSitePageKey, locale: ZSitePageLocale });
/** The language a visitor reads in; English when not given. */
export const ZSitePageQuery = z.object({ locale: ZSitePageLocale.default('en') });

/** What an admin writes for one page in one language. */
export const ZSitePageInput = z.strictObject({
  title: text(SITE_PAGE_TITLE_MAX, textRef(sitePageTexts, 'titleRequired')),
  description: text(SITE_PAGE_DESCRIPTION_MAX, textRef(sitePageTexts, 'descriptionRequired')),
  body: text(SITE_PAGE_BODY_MAX, textRef(sitePageTexts, 'bodyRequired')),
});
export type TSitePageInput = z.input<typeof ZSitePageInput>;

/** A page as a visitor reads it: `locale` is the language of its text (English when the asked one has none). */
export const ZSitePagePublic = z.object({
  key: ZSitePageKey,
  locale: ZSitePageLocale,
  title: z.string(),
  description: z.string(),
  html: z.string(),
  updatedAt: ZInstant,
});
export type TSitePagePublic = z.infer<typeof ZSitePagePublic>;

/** One language's text of a page, for the admins: who saved it last and when. */
export const ZAdminSitePageText = z.object({
  title: z.string(),
  description: z.string(),
  body: z.string(),
  updatedAt: ZInstant,
  /** The admin's name, or null when that account is gone. */
  updatedBy: z.string().nullable(),
});
export type TAdminSitePageText = z.infer<typeof ZAdminSitePageText>;

/** A page with its text in each language (null: not written in that language). */
export const ZAdminSitePage = z.object({
  key: ZSitePageKey,
  path: z.string(),
  texts: z.object({ en: ZAdminSitePageText.nullable(), 'pt-PT': ZAdminSitePageText.nullable() }),
});
export type TAdminSitePage = z.infer<typeof ZAdminSitePage>;

const ZAdminSitePageSummary = ZAdminSitePageText.omit({ description: true, body: true });
/** Every page, in the footer's order, with each language's title and last change. */
export const ZAdminSitePageListResponse = z.object({
  items: z.array(
    ZAdminSitePage.omit({ texts: true }).extend({
      texts: z.object({ en: ZAdminSitePageSummary.nullable(), 'pt-PT': ZAdminSitePageSummary.nullable() }),
    }),
  ),
});
export type TAdminSitePageListItem = z.infer<typeof ZAdminSitePageListResponse>['items'][number];
