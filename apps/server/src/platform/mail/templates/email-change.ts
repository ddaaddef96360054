import { composeMail, type MailContent } from './layout.ts';

/** To the new address: the link that makes it the account's e-mail (valid 24 hours, once). */
export function emailChangeConfirmMail({ url, newEmail }: { url: string; newEmail: string }): MailContent {
  return composeMail({
    subject: 'Confirm your new Roteiro e-mail address',
    heading: 'Confirm your new e-mail address',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your Roteiro account asked to use ${newEmail} from now on. Nothing changes until you confirm it.`,
      },
      { kind: 'action', label: 'Open this link to confirm (it works once, for 24 hours)', url },
      { kind: 'note', text: 'If you did not ask for it, ignore this e-mail: nothing will change.' },
    ],
  });
}

/** To the old address: a change was asked for, or has happened. */
export function emailChangeNoticeMail({
  newEmail,
  stage,
}: {
  newEmail: string;
  stage: 'requested' | 'changed';
}): MailContent {
  return stage === 'requested'
    ? composeMail({
        subject: 'A change of your Roteiro e-mail address was requested',
        heading: 'Your e-mail address may change',
        blocks: [
          {
            kind: 'paragraph',
            text: `Someone signed in to your Roteiro account asked to change its e-mail address to ${newEmail}. It changes only once a link sent there is opened.`,
          },
          {
            kind: 'note',
            text: 'If this was not you, change your password now: that cancels the change. Then tell us at support.',
          },
        ],
      })
    : composeMail({
        subject: 'Your Roteiro e-mail address was changed',
        heading: 'Your e-mail address was changed',
        blocks: [
          {
            kind: 'paragraph',
            text: `Your Roteiro account now signs in with ${newEmail}. This address will not receive its e-mails any more.`,
          },
          { kind: 'note', text: 'If this was not you, contact Roteiro support at once.' },
        ],
      });
}
