import { bookingMessages } from '@roteiro/domain/booking/messages';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import bookingPt from '@roteiro/domain/locales/pt-PT/booking.json';

// The booking flow's server and form messages, shown in the page's language wherever the flow shows them.
registerTranslations(bookingMessages, 'pt-PT', bookingPt);
