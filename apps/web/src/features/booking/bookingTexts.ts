import { bookingMessages } from '@roteiro/domain/booking/messages';
import { bookingMessagesPt } from '@roteiro/domain/booking/messages-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The booking flow's server and form messages, shown in the page's language wherever the flow shows them.
registerTranslations(bookingMessages, bookingMessagesPt);
