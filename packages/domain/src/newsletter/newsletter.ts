import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';

/** The footer's sign-up: an e-mail address. */
export const ZNewsletterSignUp = z.object({ email: ZEmail });
export type TNewsletterSignUp = z.infer<typeof ZNewsletterSignUp>;

/** The confirm and unsubscribe links carry the address and a token signed for it. */
export const ZNewsletterLink = z.object({ email: ZEmail, token: z.string().min(1).max(200) });
export type TNewsletterLink = z.infer<typeof ZNewsletterLink>;

export { NEWSLETTER_RESEND_MINUTES, newsletterTexts } from './texts.ts';
