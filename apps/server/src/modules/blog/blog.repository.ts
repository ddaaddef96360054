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

/** Every article for the admins, drafts first, then the newest. */
export async function listAllArticles(db: Executor) {
  return db
    .selectFrom('blog_article')
    .select(adminColumns)
    .orderBy('status', 'asc')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
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
    .select(['slug', 'title', 'description', 'coverKey', 'publishedAt', 'updatedAt'])
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPublishedArticle(db: Executor, slug: string) {
  return published(db)
    .select(['slug', 'title', 'description', 'body', 'coverKey', 'publishedAt'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The id and title of every public activity, to resolve `activity:` links. */
export async function listLinkableActivities(db: Executor) {
  return db.selectFrom('activity').select(['id', 'title']).where('isVisible', '=', true).execute();
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
