import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

const adminColumns = [
  'id',
  'slug',
  'title',
  'description',
  'coverKey',
  'status',
  'publishedAt',
  'updatedAt',
] as const;

export type BlogArticleRow = {
  slug: string;
  title: string;
  description: string;
  body: string;
  coverKey: string | null;
};

/** Every article for the admins, drafts first, then the newest, with its Portuguese texts (their state). */
export async function listAllArticles(db: Executor) {
  return db
    .selectFrom('blog_article')
    .leftJoin('blog_article_translation as tr', (join) =>
      join.onRef('tr.articleId', '=', 'blog_article.id').on('tr.locale', '=', 'pt-PT'),
    )
    .select(adminColumns.map((column) => `blog_article.${column}` as const))
    .select(['tr.title as ptTitle', 'tr.description as ptDescription', 'tr.body as ptBody'])
    .orderBy('blog_article.status', 'asc')
    .orderBy('blog_article.updatedAt', 'desc')
    .orderBy('blog_article.id', 'desc')
    .execute();
}

export async function findArticle(db: Executor, id: string) {
  return db
    .selectFrom('blog_article')
    .select([...adminColumns, 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertArticle(db: Executor, row: BlogArticleRow & { createdBy: string }) {
  return db.insertInto('blog_article').values(row).returning(['id']).executeTakeFirstOrThrow();
}

export async function updateArticle(db: Executor, id: string, row: BlogArticleRow) {
  return db
    .updateTable('blog_article')
    .set({ ...row, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['id'])
    .executeTakeFirst();
}

/** Publishes (dated now, or kept when already published) or puts back in drafts (undated). */
export async function setArticlePublished(db: Executor, id: string, published: boolean) {
  return db
    .updateTable('blog_article')
    .set(
      published
        ? (eb) => ({
            status: 'published' as const,
            publishedAt: eb.fn.coalesce('publishedAt', eb.val(new Date())),
            updatedAt: new Date(),
          })
        : { status: 'draft' as const, publishedAt: null, updatedAt: new Date() },
    )
    .where('id', '=', id)
    .returning(['id'])
    .executeTakeFirst();
}

const published = (db: Executor) => db.selectFrom('blog_article').where('status', '=', 'published');

/** The published articles, newest first. */
export async function listPublishedArticles(db: Executor) {
  return published(db)
    .select(['id', 'slug', 'title', 'description', 'coverKey', 'publishedAt', 'updatedAt'])
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPublishedArticle(db: Executor, slug: string) {
  return published(db)
    .select(['id', 'slug', 'title', 'description', 'body', 'coverKey', 'publishedAt'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/**
 * The id and title of every public activity, to resolve `activity:` links, with its title in `locale` where
 * it has one (null otherwise, and for an English reader).
 */
export async function listLinkableActivities(db: Executor, locale: TTranslationLocale | null = null) {
  const visible = db.selectFrom('activity').where('activity.isVisible', '=', true);
  if (!locale) {
    return visible
      .select(['activity.id', 'activity.title', sql<string | null>`null`.as('translatedTitle')])
      .execute();
  }
  return visible
    .leftJoin('activity_translation as tr', (join) =>
      join.onRef('tr.activityId', '=', 'activity.id').on('tr.locale', '=', locale),
    )
    .select([
      'activity.id',
      'activity.title',
      sql<string | null>`"tr"."texts"->>'title'`.as('translatedTitle'),
    ])
    .execute();
}

/** True when the cover was uploaded here as a blog image (its variants are stored files). */
export async function coverExists(db: Executor, coverKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('stored_file')
    .select('key')
    .where('key', '=', `${coverKey}/card.webp`)
    .where('purpose', '=', 'blog')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type BlogTranslationRow = { title: string | null; description: string | null; body: string | null };

/** An article's texts in one language (issue 36), or undefined while none is written. */
export async function findArticleTranslation(db: Executor, articleId: string, locale: TTranslationLocale) {
  return db
    .selectFrom('blog_article_translation')
    .select(['title', 'description', 'body', 'updatedAt'])
    .where('articleId', '=', articleId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/** The title and description in one language of each of these articles that has a translation (the cards). */
export async function listCardTranslations(
  db: Executor,
  articleIds: readonly string[],
  locale: TTranslationLocale,
) {
  if (articleIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('blog_article_translation')
    .select(['articleId', 'title', 'description'])
    .where('articleId', 'in', articleIds)
    .where('locale', '=', locale)
    .execute();
}

/**
 * Writes an article's texts in one language, replacing what was there, in one statement: the row is made
 * from the article's own, so nothing is written for an article that does not exist (undefined then).
 */
export async function upsertArticleTranslation(
  db: Executor,
  articleId: string,
  locale: TTranslationLocale,
  texts: BlogTranslationRow,
) {
  const text = (value: string | null) => sql<string | null>`cast(${value} as text)`;
  return db
    .insertInto('blog_article_translation')
    .columns(['articleId', 'locale', 'title', 'description', 'body'])
    .expression(
      db
        .selectFrom('blog_article')
        .select([
          'id',
          sql<'pt-PT'>`cast(${locale} as text)`.as('locale'),
          text(texts.title).as('title'),
          text(texts.description).as('description'),
          text(texts.body).as('body'),
        ])
        .where('id', '=', articleId),
    )
    .onConflict((conflict) =>
      conflict.columns(['articleId', 'locale']).doUpdateSet({ ...texts, updatedAt: sql`now()` }),
    )
    .returning(['updatedAt'])
    .executeTakeFirst();
}
