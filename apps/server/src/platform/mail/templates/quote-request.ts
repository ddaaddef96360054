import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { quoteRequestFacts, type TQuoteRequest } from '@roteiro/domain/quote/quote';
import { composeMail, type MailContent } from './layout.ts';

/** The language a traveller wrote in, as staff read it. */
const LANGUAGE: Record<TLocale, string> = { en: 'English', 'pt-PT': 'Portuguese (Portugal)' };

/** A traveller's quote request, for staff (in English), with the language to reply in. */
export function quoteRequestMail({
  request,
  locale = DEFAULT_LOCALE,
}: {
  request: TQuoteRequest;
  locale?: TLocale;
}): MailContent {
  return composeMail({
    subject: `New quote request from ${request.clientName}`,
    heading: 'A traveller asked for a quote.',
    blocks: [
      { kind: 'facts', rows: [...quoteRequestFacts(request), ['Reply in', LANGUAGE[locale]]] },
      { kind: 'paragraph', text: `Reply to ${request.email}.` },
    ],
  });
}
