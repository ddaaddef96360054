import { blogTexts } from '@roteiro/domain/blog/blog';
import {
  type TBlogTranslationResponse,
  type TBlogTranslationTexts,
  ZBlogTranslationTexts,
} from '@roteiro/domain/blog/blog-translation';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findArticle, findArticleTranslation, upsertArticleTranslation } from './blog.repository.ts';

const notFound = () => new AppError('NOT_FOUND', textRef(blogTexts, 'notFound'));

/** A stored row's texts as the form reads them: a text not written is left out. */
const textsOf = (row: { title: string | null; description: string | null; body: string | null }) =>
  ZBlogTranslationTexts.parse({
    title: row.title ?? undefined,
    description: row.description ?? undefined,
    body: row.body ?? undefined,
  });

/** An article's texts in `locale` as the admin edits them: empty while none is written. */
export async function getArticleTranslation(
  db: Executor,
  articleId: string,
  locale: TTranslationLocale,
): Promise<TBlogTranslationResponse> {
  const [article, row] = await Promise.all([
    findArticle(db, articleId),
    findArticleTranslation(db, articleId, locale),
  ]);
  if (!article) {
    throw notFound();
  }
  return {
    articleId,
    locale,
    texts: textsOf(row ?? { title: null, description: null, body: null }),
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** Saves an article's texts in `locale` (all of them: a text left out is no longer translated). */
export async function saveArticleTranslation(
  db: Executor,
  articleId: string,
  locale: TTranslationLocale,
  texts: TBlogTranslationTexts,
): Promise<TBlogTranslationResponse> {
  const row = await upsertArticleTranslation(db, articleId, locale, {
    title: texts.title ?? null,
    description: texts.description ?? null,
    body: texts.body ?? null,
  });
  if (!row) {
    throw notFound();
  }
  return { articleId, locale, texts, updatedAt: new Date(row.updatedAt).toISOString() };
}
