import { messages } from '@roteiro/domain/messages/messages';
import { composeMail, type MailContent } from './layout.ts';

/** Joining the affiliates program: the discount code and where to set up the payment account. */
export function affiliateWelcomeMail(data: {
  name: string;
  discountCode: string;
  discountPercent: number;
  commissionPercent: number;
  onboardingUrl: string;
}): MailContent {
  return composeMail({
    subject: 'Welcome to the Roteiro affiliates program',
    heading: `Hello ${data.name},`,
    blocks: [
      { kind: 'paragraph', text: messages.affiliateThanks },
      {
        kind: 'paragraph',
        text: `Your discount code is ${data.discountCode}. Travellers who book with it get ${data.discountPercent}% off, and you earn ${data.commissionPercent}% of what they pay.`,
      },
      {
        kind: 'action',
        label:
          'To be paid, set up your payment account. We sent you a separate e-mail with a sign-in link that takes you there; afterwards you can always continue at',
        url: data.onboardingUrl,
      },
    ],
  });
}
