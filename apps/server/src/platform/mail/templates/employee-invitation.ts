import { composeMail, type MailContent } from './layout.ts';

/** A company added a guide: the signed link to create the account. */
export function employeeInvitationMail(data: {
  name: string;
  companyName: string;
  link: string;
}): MailContent {
  return composeMail({
    subject: `${data.companyName} invited you to Roteiro`,
    heading: `Hello ${data.name},`,
    blocks: [
      {
        kind: 'action',
        label: `${data.companyName} added you as a guide on Roteiro. Create your account with this link`,
        url: data.link,
      },
      { kind: 'note', text: 'If you were not expecting this invitation, you can ignore this e-mail.' },
    ],
  });
}
