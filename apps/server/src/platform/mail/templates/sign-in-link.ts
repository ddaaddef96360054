import { composeMail, type MailContent } from './layout.ts';

/** The e-mailed sign-in link (valid 15 minutes, once). */
export function signInLinkMail({ url }: { url: string }): MailContent {
  return composeMail({
    subject: 'Your Roteiro sign-in link',
    heading: 'Sign in to Roteiro',
    blocks: [
      { kind: 'action', label: 'Open this link to sign in to Roteiro (it works once, for 15 minutes)', url },
      { kind: 'note', text: 'If you did not ask for it, ignore this e-mail.' },
    ],
  });
}
