import { z } from 'zod';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { ZEmail, ZPassword } from './schemas.ts';

/**
 * A traveller's own account (/register): name and e-mail first; the e-mailed link proves the
 * address and opens the page where the password is chosen, which creates the account (docs/decisions.md).
 */
export const travellerTexts = defineTexts('traveller', {
  nameRequired: 'Enter your name.',
  nameTooLong: 'The name is too long.',
  linkSent: 'We sent you an e-mail. Open the link in it to confirm your address and choose a password.',
  linkInvalid: 'This registration link is not valid or has expired. Please register again.',
  accountCreated: 'Your account is ready.',
});

/** How long the e-mailed registration link stays valid. */
export const TRAVELLER_LINK_TTL_HOURS = 24;

export const ZTravellerRegistrationRequest = z.object({
  name: z
    .string({ message: textRef(travellerTexts, 'nameRequired') })
    .trim()
    .min(1, { message: textRef(travellerTexts, 'nameRequired') })
    .max(120, { message: textRef(travellerTexts, 'nameTooLong') }),
  email: ZEmail,
});
export type TTravellerRegistrationRequest = z.infer<typeof ZTravellerRegistrationRequest>;

const ZLinkToken = z
  .string({ message: textRef(travellerTexts, 'linkInvalid') })
  .trim()
  .min(1, { message: textRef(travellerTexts, 'linkInvalid') })
  .max(200, { message: textRef(travellerTexts, 'linkInvalid') });

/** GET /api/registration/traveller?token= — whose registration the link is. */
export const ZTravellerLinkQuery = z.object({ token: ZLinkToken });
export const ZTravellerLinkResponse = z.object({ name: z.string(), email: z.string() });
export type TTravellerLinkResponse = z.infer<typeof ZTravellerLinkResponse>;

/** POST /api/registration/traveller/confirm — the link's token and the chosen password. */
export const ZTravellerConfirmRequest = z.object({ token: ZLinkToken, password: ZPassword });
export type TTravellerConfirmRequest = z.infer<typeof ZTravellerConfirmRequest>;
