import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import {
  readTranslationTexts,
  type TActivityTranslationResponse,
  type TActivityTranslationTexts,
  type TTranslationLocale,
} from '@roteiro/domain/catalogue/translation';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  activityExists,
  findActivityTranslation,
  upsertActivityTranslation,
} from './catalogue-admin.repository.ts';

/** An activity's texts in `locale` as the admin edits them: empty while none is written. */
export async function getActivityTranslation(
  db: Db,
  activityId: string,
  locale: TTranslationLocale,
): Promise<TActivityTranslationResponse> {
  const [exists, row] = await Promise.all([
    activityExists(db, activityId),
    findActivityTranslation(db, activityId, locale),
  ]);
  if (!exists) {
    throw new AppError('NOT_FOUND', textRef(m, 'activityNotFound'));
  }
  return {
    activityId,
    locale,
    texts: readTranslationTexts(row?.texts),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves an activity's texts in `locale` (all of them: a text left out is no longer translated). */
export async function saveActivityTranslation(
  db: Db,
  activityId: string,
  locale: TTranslationLocale,
  texts: TActivityTranslationTexts,
): Promise<TActivityTranslationResponse> {
  return db.transaction().execute(async (trx) => {
    if (!(await activityExists(trx, activityId))) {
      throw new AppError('NOT_FOUND', textRef(m, 'activityNotFound'));
    }
    const row = await upsertActivityTranslation(trx, activityId, locale, JSON.stringify(texts));
    return { activityId, locale, texts, updatedAt: row.updatedAt.toISOString() };
  });
}
