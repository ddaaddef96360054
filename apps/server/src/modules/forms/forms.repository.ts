import type { TFormAnswers, TFormKind } from '@roteiro/domain/forms/forms';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

export async function insertFormSubmission(
  db: Executor,
  row: { kind: TFormKind; name: string; email: string; answers: TFormAnswers; locale: TLocale },
) {
  return db
    .insertInto('form_submission')
    .values({ ...row, answers: JSON.stringify(row.answers) })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** One kind's submissions, newest first, one page. */
export async function listFormSubmissions(
  db: Executor,
  kind: TFormKind,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('form_submission')
    .select(['id', 'kind', 'name', 'email', 'answers', 'createdAt'])
    .where('kind', '=', kind)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countFormSubmissions(db: Executor, kind: TFormKind): Promise<number> {
  const row = await db
    .selectFrom('form_submission')
    .select(countAll())
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.count;
}
