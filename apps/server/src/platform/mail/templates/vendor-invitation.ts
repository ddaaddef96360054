import { composeMail, type MailContent } from './layout.ts';

/** An admin added a ticket vendor: the link to create the vendor account. */
export function vendorInvitationMail(data: { registerUrl: string; signInUrl: string }): MailContent {
  return composeMail({
    subject: 'Create your Roteiro vendor account',
    heading: 'You have been added as a ticket vendor on Roteiro.',
    blocks: [
      { kind: 'action', label: 'Open this link to create your account', url: data.registerUrl },
      { kind: 'paragraph', text: `Then sign in at ${data.signInUrl}.` },
    ],
  });
}
