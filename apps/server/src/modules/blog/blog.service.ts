import {
  BLOG_INDEX_PATH,
  blogArticlePath,
  blogTexts,
  type TAdminBlogArticle,
  type TBlogArticlePublic,
  type TBlogIndexResponse,
  type TBlogRendered,
  type ZBlogArticleInput,
} from '@roteiro/domain/blog/blog';
import { blogTranslationState, overlayBlogTranslation } from '@roteiro/domain/blog/blog-translation';
import { translationLocaleOf } from '@roteiro/domain/catalogue/translation';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TPagePreview } from '../../platform/http/web-app.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import {
  coverExists,
  findArticle,
  findArticleTranslation,
  findPublishedArticle,
  insertArticle,
  listAllArticles,
  listCardTranslations,
  listLinkableActivities,
  listPublishedArticles,
  setArticlePublished,
  updateArticle,
} from './blog.repository.ts';
import { activitiesBySlug, renderArticle } from './blog-markdown.ts';

type ArticleInput = z.output<typeof ZBlogArticleInput>;

const coverUrl = (key: string | null) => (key ? mediaUrl(key, 'card') : null);
const iso = (value: Date | string) => new Date(value).toISOString();

function adminView<T extends { coverKey: string | null; publishedAt: Date | null; updatedAt: Date }>(row: T) {
  return {
    ...row,
    coverUrl: coverUrl(row.coverKey),
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Markdown to sanitised HTML with its activity links resolved against the public activities now (by their
 * English title's slug, as links name them); the linked activities' titles in `locale` where translated.
 */
export async function renderMarkdown(
  db: Executor,
  body: string,
  locale: TLocale = 'en',
): Promise<TBlogRendered> {
  const activities = await listLinkableActivities(db, translationLocaleOf(locale));
  const rendered = renderArticle(body, activitiesBySlug(activities));
  const translated = new Map(activities.map((row) => [row.id, row.translatedTitle]));
  return {
    ...rendered,
    activities: rendered.activities.map((activity) => ({
      ...activity,
      title: translated.get(activity.id) || activity.title,
    })),
  };
}

export async function listArticlesForAdmin(db: Executor) {
  const rows = await listAllArticles(db);
  return {
    items: rows.map(({ ptTitle, ptDescription, ptBody, ...row }) => ({
      ...adminView(row),
      portuguese: blogTranslationState({ title: ptTitle, description: ptDescription, body: ptBody }),
    })),
  };
}

export async function getArticleForAdmin(db: Executor, id: string): Promise<TAdminBlogArticle> {
  const row = await findArticle(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', textRef(blogTexts, 'notFound'));
  }
  return adminView(row);
}

async function checkCover(db: Executor, coverKey: string | null) {
  if (coverKey && !(await coverExists(db, coverKey))) {
    throw new AppError('VALIDATION_FAILED', textRef(blogTexts, 'coverInvalid'), {
      coverKey: textRef(blogTexts, 'coverInvalid'),
    });
  }
}

/** The unique slug decides: a second article with the same address is refused whoever saves first. */
async function slugUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', textRef(blogTexts, 'slugTaken'), {
        slug: textRef(blogTexts, 'slugTaken'),
      });
    }
    throw error;
  }
}

export async function createArticle(db: Executor, input: ArticleInput, actorId: string) {
  await checkCover(db, input.coverKey);
  return slugUnique(() => insertArticle(db, { ...input, createdBy: actorId }));
}

export async function editArticle(db: Executor, id: string, input: ArticleInput) {
  await checkCover(db, input.coverKey);
  const row = await slugUnique(() => updateArticle(db, id, input));
  if (!row) {
    throw new AppError('NOT_FOUND', textRef(blogTexts, 'notFound'));
  }
  return row;
}

export async function publishArticle(db: Executor, id: string, published: boolean) {
  const row = await setArticlePublished(db, id, published);
  if (!row) {
    throw new AppError('NOT_FOUND', textRef(blogTexts, 'notFound'));
  }
  return { message: published ? blogTexts.published : blogTexts.unpublished };
}

/**
 * The published articles, newest first, in the reader's language where translated (English texts named in
 * `englishTexts`). An English reader costs no second query.
 */
export async function listBlog(db: Executor, locale: TLocale = 'en'): Promise<TBlogIndexResponse> {
  const rows = await listPublishedArticles(db);
  const translationLocale = translationLocaleOf(locale);
  const translations = translationLocale
    ? new Map(
        (
          await listCardTranslations(
            db,
            rows.map((row) => row.id),
            translationLocale,
          )
        ).map((row) => [row.articleId, row]),
      )
    : null;
  return {
    items: rows.map((row) => {
      const { texts, english } = overlayBlogTranslation(
        { title: row.title, description: row.description },
        translations?.get(row.id),
      );
      return {
        slug: row.slug,
        ...texts,
        coverUrl: coverUrl(row.coverKey),
        publishedAt: iso(row.publishedAt as Date),
        englishTexts: translationLocale ? english : [],
      };
    }),
  };
}

/** A published article and its texts in the reader's language (English where not translated), or undefined. */
async function findReadableArticle(db: Executor, slug: string, locale: TLocale) {
  const row = await findPublishedArticle(db, slug);
  if (!row) {
    return undefined;
  }
  const translationLocale = translationLocaleOf(locale);
  const translation = translationLocale
    ? await findArticleTranslation(db, row.id, translationLocale)
    : undefined;
  const { texts, english } = overlayBlogTranslation(
    { title: row.title, description: row.description, body: row.body },
    translation,
  );
  return { row, texts, englishTexts: translationLocale ? english : [] };
}

/** A published article with its HTML, in the reader's language; a draft or an unknown slug is not found. */
export async function getPublicArticle(
  db: Executor,
  slug: string,
  locale: TLocale = 'en',
): Promise<TBlogArticlePublic> {
  const found = await findReadableArticle(db, slug, locale);
  if (!found) {
    throw new AppError('NOT_FOUND', textRef(blogTexts, 'notFound'));
  }
  const { row, texts, englishTexts } = found;
  const { html, activities } = await renderMarkdown(db, texts.body, locale);
  return {
    slug: row.slug,
    title: texts.title,
    description: texts.description,
    coverUrl: coverUrl(row.coverKey),
    publishedAt: iso(row.publishedAt as Date),
    englishTexts,
    html,
    activities,
  };
}

/** The link preview of /blog or a published article in the page's language, or null for any other path. */
export async function findBlogPagePreview(
  db: Executor,
  pathname: string,
  locale: TLocale = 'en',
): Promise<TPagePreview | null> {
  if (/^\/blog\/?$/.test(pathname)) {
    const [newest] = await listPublishedArticles(db);
    // Its title and description are the page's own, in the visitor's language (the web's catalogues).
    return { imagePath: newest ? coverUrl(newest.coverKey) : null };
  }
  const article = /^\/blog\/([a-z0-9-]{1,80})\/?$/.exec(pathname);
  const found = article?.[1] ? await findReadableArticle(db, article[1], locale) : undefined;
  return found
    ? {
        title: found.texts.title,
        description: found.texts.description,
        imagePath: coverUrl(found.row.coverKey),
      }
    : null;
}

/** The sitemap's entries of the blog: the index and each published article. */
export async function blogSitemapEntries(db: Executor): Promise<{ path: string; lastmod: Date | null }[]> {
  const rows = await listPublishedArticles(db);
  return [
    { path: BLOG_INDEX_PATH, lastmod: null },
    ...rows.map((row) => ({ path: blogArticlePath(row.slug), lastmod: new Date(row.updatedAt) })),
  ];
}
