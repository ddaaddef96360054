import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import { type OnConflictBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

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

/**
 * Writes a page's text in one language, whether or not it had one. English is required and the other languages
 * optional: a text in another language is written only beside an English one, in the same statement (the row is
 * made from the English row), so undefined is answered when the page has no English text.
 */
export async function upsertText(
  db: Executor,
  key: TSitePageKey,
  locale: TLocale,
  row: SitePageTextRow,
  updatedBy: string,
) {
  const updatedAt = new Date();
  const update = (conflict: OnConflictBuilder<DB, 'site_page'>) =>
    conflict.columns(['key', 'locale']).doUpdateSet({ ...row, updatedAt, updatedBy });
  if (locale === 'en') {
    return db
      .insertInto('site_page')
      .values({ key, locale, ...row, updatedAt, updatedBy })
      .onConflict(update)
      .returning('key')
      .executeTakeFirst();
  }
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  return db
    .insertInto('site_page')
    .columns(['key', 'locale', 'title', 'description', 'body', 'updatedAt', 'updatedBy'])
    .expression(
      db
        .selectFrom('site_page as english')
        .select([
          'english.key',
          sql<TLocale>`cast(${locale} as text)`.as('locale'),
          text(row.title).as('title'),
          text(row.description).as('description'),
          text(row.body).as('body'),
          sql<Date>`cast(${updatedAt} as timestamptz)`.as('updatedAt'),
          text(updatedBy).as('updatedBy'),
        ])
        .where('english.key', '=', key)
        .where('english.locale', '=', 'en'),
    )
    .onConflict(update)
    .returning('key')
    .executeTakeFirst();
}

/** When each page last changed in English (the pages a visitor can open). */
export async function listEnglishPageDates(db: Executor) {
  return db.selectFrom('site_page').select(['key', 'updatedAt']).where('locale', '=', 'en').execute();
}
