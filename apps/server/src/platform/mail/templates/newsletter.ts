import { composeMail, type MailContent } from './layout.ts';

/** Double opt-in: the link that confirms a newsletter sign-up. */
export function newsletterConfirmMail(data: { confirmUrl: string }): MailContent {
  return composeMail({
    subject: 'Confirm your subscription to the Roteiro newsletter',
    heading: 'One more step',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You (or someone with your address) asked for the Roteiro newsletter: new tours, seasonal ideas and festivals across Portugal, about once a month.',
      },
      { kind: 'action', label: 'Confirm your subscription', url: data.confirmUrl },
      { kind: 'note', text: 'If you did not ask for it, ignore this e-mail: you will not be subscribed.' },
    ],
  });
}

/** Sent once the address confirmed: a welcome, and how to leave. */
export function newsletterWelcomeMail(data: { unsubscribeUrl: string }): MailContent {
  return composeMail({
    subject: 'Welcome to the Roteiro newsletter',
    heading: 'You are subscribed',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Thank you for subscribing to our newsletter! About once a month we will send you new tours, seasonal ideas and festivals across Portugal.',
      },
      { kind: 'action', label: 'To stop receiving it, unsubscribe at', url: data.unsubscribeUrl },
    ],
  });
}
