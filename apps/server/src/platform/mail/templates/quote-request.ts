import { quoteRequestFacts, type TQuoteRequest } from '@roteiro/domain/quote/quote';
import { composeMail, type MailContent } from './layout.ts';

/** A traveller's quote request, for staff. */
export function quoteRequestMail({ request }: { request: TQuoteRequest }): MailContent {
  return composeMail({
    subject: `New quote request from ${request.clientName}`,
    heading: 'A traveller asked for a quote.',
    blocks: [
      { kind: 'facts', rows: quoteRequestFacts(request) },
      { kind: 'paragraph', text: `Reply to ${request.email}.` },
    ],
  });
}
