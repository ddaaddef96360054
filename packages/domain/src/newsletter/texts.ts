// No zod here: the footer's sign-up (on every storefront page) reads these texts.
import { defineTexts } from '../i18n/texts.ts';

export const newsletterTexts = defineTexts('newsletter', {
  checkInbox: 'Check your inbox: open the link we sent you to confirm your subscription.',
  invalidLink: 'This link is not valid. Sign up again from the bottom of any page.',
  confirmed: 'Your subscription is confirmed. Thank you!',
  unsubscribed: 'You are unsubscribed: we will not send you the newsletter any more.',
});

/** A sign-up of an address that is waiting for its confirmation is mailed again only after this long. */
export const NEWSLETTER_RESEND_MINUTES = 10;
