import { composeMail, type MailContent } from './layout.ts';

/** /register: the link that proves the traveller's e-mail address and opens the password step. */
export function travellerRegistrationMail(data: {
  name: string;
  url: string;
  ttlHours: number;
}): MailContent {
  return composeMail({
    subject: 'Confirm your e-mail address for Roteiro',
    heading: `Welcome to Roteiro, ${data.name}!`,
    blocks: [
      {
        kind: 'action',
        label: `Confirm your e-mail address and choose a password (the link works once, for ${data.ttlHours} hours)`,
        url: data.url,
      },
      {
        kind: 'note',
        text: 'Your tours booked with this address, also earlier ones, will appear under My tours. If you did not ask for an account, ignore this e-mail.',
      },
    ],
  });
}

/** /register with an address that already has an account: said by e-mail only, so the form reveals nothing. */
export function travellerAccountExistsMail(data: { loginUrl: string }): MailContent {
  return composeMail({
    subject: 'You already have a Roteiro account',
    heading: 'You already have an account',
    blocks: [
      {
        kind: 'action',
        label:
          'Someone (probably you) asked to register this e-mail address again. Sign in instead; if you forgot your password, ask for an e-mailed sign-in link there',
        url: data.loginUrl,
      },
      { kind: 'note', text: 'If you did not ask for it, ignore this e-mail.' },
    ],
  });
}
