import { z } from 'zod';
import { toE164 } from '../common/phone.ts';
import { normalizeTaxId, taxIdProblem } from '../common/tax-id.ts';
import { requiredLine } from '../common/text.ts';
import { textRef } from '../i18n/texts.ts';
import { staffTexts } from './texts.ts';

/** A Portuguese postal code as typed (`1100-048`, `1100 048`, `1100048`): four digits, then three. */
const POSTAL_CODE = /^(\d{4})[\s-]?(\d{3})$/;

/**
 * Company profile, step 1 (operations.md §5): every field is required for Next and for Save, and each means what it
 * says: the phone number is stored in E.164, the postal code as `NNNN-NNN`, the tax ID as a NIF with
 * its check digit or an EU VAT number of its country's format (capitals, no spaces). Field names follow the spec;
 * `postal_code` and `tax_id` keep the provider's spelling. Kept apart from schemas.ts: only the pages that save a
 * profile load the phone number metadata.
 */
export const ZCompanyProfile = z.object({
  name: requiredLine(textRef(staffTexts, 'companyNameRequired')),
  phoneNumber: requiredLine(textRef(staffTexts, 'phoneRequired')).transform((text, ctx) => {
    const e164 = toE164(text);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: textRef(staffTexts, 'phoneInvalid') });
      return z.NEVER;
    }
    return e164;
  }),
  city: requiredLine(textRef(staffTexts, 'cityRequired')),
  line1: requiredLine(textRef(staffTexts, 'line1Required')),
  line2: requiredLine(textRef(staffTexts, 'line2Required')),
  postal_code: requiredLine(textRef(staffTexts, 'postalCodeRequired')).transform((text, ctx) => {
    const digits = POSTAL_CODE.exec(text);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: textRef(staffTexts, 'postalCodeFormat') });
      return z.NEVER;
    }
    return `${digits[1]}-${digits[2]}`;
  }),
  tax_id: requiredLine(textRef(staffTexts, 'taxIdRequired')).transform((text, ctx) => {
    const normalized = normalizeTaxId(text);
    const problem = taxIdProblem(normalized);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message:
          problem === 'checkDigit'
            ? textRef(staffTexts, 'taxIdCheckDigit')
            : textRef(staffTexts, 'taxIdFormat'),
      });
      return z.NEVER;
    }
    return normalized;
  }),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;
