import { composeMail, type MailContent } from './layout.ts';

/** Admin "Send registration code": the single-use code a company registers with. */
export function registrationCodeMail(data: {
  code: string;
  email: string;
  registerUrl: string;
}): MailContent {
  return composeMail({
    subject: 'Your Roteiro registration code',
    heading: 'Welcome to Roteiro!',
    blocks: [
      { kind: 'code', label: 'Your registration code is', code: data.code },
      {
        kind: 'action',
        label: `Create your company account with this e-mail address (${data.email}); the code works once`,
        url: data.registerUrl,
      },
    ],
  });
}
