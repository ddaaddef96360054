import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailEmailChangePt from '../locales/pt-PT/mailEmailChange.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailEmailChange.json. */
export const mailEmailChangeTexts = defineTexts('mailEmailChange', {
  confirmSubject: 'Confirm your new Roteiro e-mail address',
  confirmHeading: 'Confirm your new e-mail address',
  confirmText: (newEmail: string) =>
    `Your Roteiro account asked to use ${newEmail} from now on. Nothing changes until you confirm it.`,
  confirmAction: 'Open this link to confirm (it works once, for 24 hours)',
  confirmNote: 'If you did not ask for it, ignore this e-mail: nothing will change.',
  requestedSubject: 'A change of your Roteiro e-mail address was requested',
  requestedHeading: 'Your e-mail address may change',
  requestedText: (newEmail: string) =>
    `Someone signed in to your Roteiro account asked to change its e-mail address to ${newEmail}. It changes only once a link sent there is opened.`,
  requestedNote:
    'If this was not you, change your password now: that cancels the change. Then tell us at support.',
  changedSubject: 'Your Roteiro e-mail address was changed',
  changedHeading: 'Your e-mail address was changed',
  changedText: (newEmail: string) =>
    `Your Roteiro account now signs in with ${newEmail}. This address will not receive its e-mails any more.`,
  changedNote: 'If this was not you, contact Roteiro support at once.',
});
registerTranslations(mailEmailChangeTexts, 'pt-PT', mailEmailChangePt);
const sayEmailChange = sayIn(mailEmailChangeTexts);

/**
 * To the new address: the link that makes it the account's e-mail (valid 24 hours, once), in the account's
 * language (issue 36).
 */
export function emailChangeConfirmMail({
  url,
  newEmail,
  locale = DEFAULT_LOCALE,
}: {
  url: string;
  newEmail: string;
  locale?: TLocale;
}): MailContent {
  const say = sayEmailChange(locale);
  return composeMail({
    locale,
    subject: say('confirmSubject'),
    heading: say('confirmHeading'),
    blocks: [
      { kind: 'paragraph', text: say('confirmText', newEmail) },
      { kind: 'action', label: say('confirmAction'), url },
      { kind: 'note', text: say('confirmNote') },
    ],
  });
}

/** To the old address: a change was asked for, or has happened; in the account's language. */
export function emailChangeNoticeMail({
  newEmail,
  stage,
  locale = DEFAULT_LOCALE,
}: {
  newEmail: string;
  stage: 'requested' | 'changed';
  locale?: TLocale;
}): MailContent {
  const say = sayEmailChange(locale);
  return stage === 'requested'
    ? composeMail({
        locale,
        subject: say('requestedSubject'),
        heading: say('requestedHeading'),
        blocks: [
          { kind: 'paragraph', text: say('requestedText', newEmail) },
          { kind: 'note', text: say('requestedNote') },
        ],
      })
    : composeMail({
        locale,
        subject: say('changedSubject'),
        heading: say('changedHeading'),
        blocks: [
          { kind: 'paragraph', text: say('changedText', newEmail) },
          { kind: 'note', text: say('changedNote') },
        ],
      });
}
