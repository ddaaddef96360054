import { travellerTexts } from '@roteiro/domain/auth/traveller';
import { travellerTextsPt } from '@roteiro/domain/auth/traveller-pt';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { staffTextsPt } from '@roteiro/domain/staff/texts-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// A traveller's registration in the page's language: its texts, its form and server messages, and
// "an account with this e-mail already exists", which choosing the password can answer.
registerTranslations(travellerTexts, travellerTextsPt);
registerTranslations(staffTexts, staffTextsPt);
