import { travellerTexts } from '@roteiro/domain/auth/traveller';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import staffPt from '@roteiro/domain/locales/pt-PT/staff.json';
import travellerPt from '@roteiro/domain/locales/pt-PT/traveller.json';
import { staffTexts } from '@roteiro/domain/staff/texts';

// A traveller's registration in the page's language: its texts, its form and server messages, and
// "an account with this e-mail already exists", which choosing the password can answer.
registerTranslations(travellerTexts, 'pt-PT', travellerPt);
registerTranslations(staffTexts, 'pt-PT', staffPt);
