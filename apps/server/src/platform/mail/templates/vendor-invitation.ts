import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailVendorInvitationPt from '../locales/pt-PT/mailVendorInvitation.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailVendorInvitation.json. */
export const mailVendorInvitationTexts = defineTexts('mailVendorInvitation', {
  subject: 'Create your Roteiro vendor account',
  heading: 'You have been added as a ticket vendor on Roteiro.',
  action: 'Open this link to create your account',
  signIn: (signInUrl: string) => `Then sign in at ${signInUrl}.`,
});
registerTranslations(mailVendorInvitationTexts, 'pt-PT', mailVendorInvitationPt);
const sayVendorInvitation = sayIn(mailVendorInvitationTexts);

/**
 * An admin added a ticket vendor: the link to create the vendor account, in the inviting admin's account
 * language (the vendor has no account yet).
 */
export function vendorInvitationMail(data: {
  registerUrl: string;
  signInUrl: string;
  locale?: TLocale;
}): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayVendorInvitation(locale);
  return composeMail({
    locale,
    subject: say('subject'),
    heading: say('heading'),
    blocks: [
      { kind: 'action', label: say('action'), url: data.registerUrl },
      { kind: 'paragraph', text: say('signIn', data.signInUrl) },
    ],
  });
}
