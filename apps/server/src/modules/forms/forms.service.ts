import {
  FORM_SUBMISSIONS_PAGE_SIZE,
  formSender,
  type TFormAnswers,
  type TFormKind,
  type TFormSubmission,
  type TFormSubmissionListQuery,
} from '@roteiro/domain/forms/forms';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TPage } from '@roteiro/domain/paging/page';
import type { Db } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { formConfirmationMail, formSubmissionMail } from '../../platform/mail/templates/form-submission.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { countFormSubmissions, insertFormSubmission, listFormSubmissions } from './forms.repository.ts';

export type FormsDeps = { db: Db; outbox: Pick<Outbox, 'enqueue'>; staffEmail: string; appUrl: string };

/**
 * Stores the answers and queues the staff e-mail (English) and the sender's copy (in the language the form was
 * sent in) in one transaction: all or nothing.
 */
export async function submitForm(
  deps: FormsDeps,
  kind: TFormKind,
  answers: TFormAnswers,
  locale: TLocale,
): Promise<{ id: string }> {
  const sender = formSender(answers);
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertFormSubmission(trx, {
      kind,
      name: sender.name,
      email: sender.email,
      answers,
      locale,
    });
    const adminUrl = `${deps.appUrl}/admin/forms?kind=${kind}`;
    await deps.outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: { to: deps.staffEmail, ...formSubmissionMail({ kind, answers, adminUrl }) },
    });
    await deps.outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: { to: sender.email, ...formConfirmationMail({ kind, answers, locale }) },
    });
    return { id: row.id };
  });
}

export async function listReceivedForms(
  db: Db,
  query: TFormSubmissionListQuery,
): Promise<TPage<TFormSubmission>> {
  const window = pageWindow(query, FORM_SUBMISSIONS_PAGE_SIZE);
  const [rows, total] = [
    await listFormSubmissions(db, query.kind, window),
    await countFormSubmissions(db, query.kind),
  ];
  return toPage(
    rows.map((row) => ({
      ...row,
      answers: row.answers as TFormAnswers,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total,
    window,
  );
}
