import { affiliateTermsTexts, affiliateTexts } from '../affiliates/schemas.ts';
import { travellerTexts } from '../auth/traveller.ts';
import { blogTexts } from '../blog/blog.ts';
import { cancellationTexts } from '../booking/cancellation.ts';
import { bookingMessages } from '../booking/messages.ts';
import { myToursTexts } from '../booking/my-tours.ts';
import { refundTexts } from '../booking/rules.ts';
import { catalogueFormMessages } from '../catalogue/activity-messages.ts';
import { categoryTexts } from '../catalogue/categories.ts';
import { languageTexts } from '../catalogue/languages.ts';
import { storefrontPageTexts } from '../catalogue/storefront-pages.ts';
import { checkinTexts } from '../checkin/texts.ts';
import { embedTexts } from '../distribution/embed-texts.ts';
import { formMessages, formPageTexts } from '../forms/forms.ts';
import affiliatePayoutsPt from '../locales/pt-PT/affiliatePayouts.json';
import affiliatesPt from '../locales/pt-PT/affiliates.json';
import affiliateTermsPt from '../locales/pt-PT/affiliateTerms.json';
import blogPt from '../locales/pt-PT/blog.json';
import bookingPt from '../locales/pt-PT/booking.json';
import cancellationPt from '../locales/pt-PT/cancellation.json';
import catalogueFormPt from '../locales/pt-PT/catalogueForm.json';
import categoriesPt from '../locales/pt-PT/categories.json';
import checkinPt from '../locales/pt-PT/checkin.json';
import counterPt from '../locales/pt-PT/counter.json';
import embedPt from '../locales/pt-PT/embed.json';
import formPagesPt from '../locales/pt-PT/formPages.json';
import formsPt from '../locales/pt-PT/forms.json';
import languagesPt from '../locales/pt-PT/languages.json';
import messagesPt from '../locales/pt-PT/messages.json';
import myToursPt from '../locales/pt-PT/myTours.json';
import newsletterPt from '../locales/pt-PT/newsletter.json';
import payoutsPt from '../locales/pt-PT/payouts.json';
import quotePt from '../locales/pt-PT/quote.json';
import quoteWizardPt from '../locales/pt-PT/quoteWizard.json';
import refundPt from '../locales/pt-PT/refund.json';
import reviewsPt from '../locales/pt-PT/reviews.json';
import schedulingPt from '../locales/pt-PT/scheduling.json';
import settingsPt from '../locales/pt-PT/settings.json';
import sitePagesPt from '../locales/pt-PT/sitePages.json';
import staffPt from '../locales/pt-PT/staff.json';
import storefrontPagesPt from '../locales/pt-PT/storefrontPages.json';
import travellerPt from '../locales/pt-PT/traveller.json';
import unschedulePt from '../locales/pt-PT/unschedule.json';
import vendorsPt from '../locales/pt-PT/vendors.json';
import { messages } from '../messages/messages.ts';
import { affiliatePayoutTexts } from '../money/affiliate-payouts.ts';
import { payoutTexts } from '../money/payouts.ts';
import { newsletterTexts } from '../newsletter/texts.ts';
import { quoteFieldMessages, quoteWizardTexts } from '../quote/quote.ts';
import { reviewsTexts } from '../reviews/texts.ts';
import { schedulingTexts, unscheduleTexts } from '../scheduling/scheduling.ts';
import { settingsTexts } from '../settings/schemas.ts';
import { sitePageTexts } from '../site-pages/site-pages.ts';
import { staffTexts } from '../staff/texts.ts';
import { counterTexts } from '../vendors/counter.ts';
import { vendorTexts } from '../vendors/schemas.ts';
import { registerTranslations, type TCatalogue } from './texts.ts';

/**
 * Every table of texts with its Portuguese catalogue (locales/pt-PT/<namespace>.json), by namespace: the server
 * loads them all (its answers and e-mails may word any), the tests check them against their English. The
 * storefront does not import this file: each area registers the catalogues it shows (a page loads only those).
 */
export const TRANSLATED_TABLES = [
  [affiliatePayoutTexts, affiliatePayoutsPt],
  [affiliateTermsTexts, affiliateTermsPt],
  [affiliateTexts, affiliatesPt],
  [blogTexts, blogPt],
  [bookingMessages, bookingPt],
  [cancellationTexts, cancellationPt],
  [refundTexts, refundPt],
  [catalogueFormMessages, catalogueFormPt],
  [categoryTexts, categoriesPt],
  [checkinTexts, checkinPt],
  [counterTexts, counterPt],
  [embedTexts, embedPt],
  [formMessages, formsPt],
  [formPageTexts, formPagesPt],
  [languageTexts, languagesPt],
  [messages, messagesPt],
  [myToursTexts, myToursPt],
  [newsletterTexts, newsletterPt],
  [payoutTexts, payoutsPt],
  [quoteFieldMessages, quotePt],
  [quoteWizardTexts, quoteWizardPt],
  [reviewsTexts, reviewsPt],
  [schedulingTexts, schedulingPt],
  [settingsTexts, settingsPt],
  [sitePageTexts, sitePagesPt],
  [staffTexts, staffPt],
  [storefrontPageTexts, storefrontPagesPt],
  [travellerTexts, travellerPt],
  [vendorTexts, vendorsPt],
  [unscheduleTexts, unschedulePt],
] as const satisfies readonly (readonly [object, TCatalogue])[];

/** Registers every table's Portuguese: done once when this module loads (the server's e-mails, the tests). */
export function registerAllTranslations(): void {
  for (const [table, catalogue] of TRANSLATED_TABLES) {
    registerTranslations(table, 'pt-PT', catalogue);
  }
}

registerAllTranslations();
