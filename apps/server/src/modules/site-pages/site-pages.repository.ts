import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import type { Executor } from '../../db/database.ts';

export type SitePageTextRow = { title: string; description: string; body: string };

/** A page's texts in the given languages (at most one row each). */
export async function findTexts(db: Executor, key: TSitePageKey, locales: readonly TLocale[]) {
  return db
    .selectFrom('site_page')
    .select(['locale', 'title', 'description', 'body', 'updatedAt'])
    .where('key', '=', key)
    .where('locale', 'in', locales)
    .execute();
}

const withEditor = (db: Executor) =>
  db.selectFrom('site_page').leftJoin('user', 'user.id', 'site_page.updatedBy');

/** Every page's text in every language, with the name of the admin who saved it last (no body). */
export async function listTextSummaries(db: Executor) {
  return withEditor(db)
    .select([
      'site_page.key',
      'site_page.locale',
      'site_page.title',
      'site_page.updatedAt',
      'user.name as updatedBy',
    ])
    .execute();
}

/** A page's text in every language, to edit. */
export async function findTextsToEdit(db: Executor, key: TSitePageKey) {
  return withEditor(db)
    .select([
      'site_page.locale',
      'site_page.title',
      'site_page.description',
      'site_page.body',
      'site_page.updatedAt',
      'user.name as updatedBy',
    ])
    .where('site_page.key', '=', key)
    .execute();
}

/** Writes a page's text in one language, whether or not it had one. */
export async function upsertText(
  db: Executor,
  key: TSitePageKey,
  locale: TLocale,
  row: SitePageTextRow,
  updatedBy: string,
) {
  const updatedAt = new Date();
  await db
    .insertInto('site_page')
    .values({ key, locale, ...row, updatedAt, updatedBy })
    .onConflict((conflict) =>
      conflict.columns(['key', 'locale']).doUpdateSet({ ...row, updatedAt, updatedBy }),
    )
    .execute();
}

/** When each page last changed in English (the pages a visitor can open). */
export async function listEnglishPageDates(db: Executor) {
  return db.selectFrom('site_page').select(['key', 'updatedAt']).where('locale', '=', 'en').execute();
}
