import { ZCompanyProfile } from '@roteiro/domain/staff/company-profile';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';

describe('the company profile form', () => {
  it('shows a phone number, postal code or tax ID that does not mean what it says at its field (issue 33)', () => {
    const result = ZCompanyProfile.safeParse({
      name: 'Tejo Tours',
      phoneNumber: '12345',
      city: 'Lisbon',
      line1: 'Rua Augusta 1',
      line2: '1º',
      postal_code: '1100048-1',
      tax_id: '123456780',
    });
    expect(result.success).toBe(false);
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      phoneNumber: staffTexts.phoneInvalid,
      postal_code: staffTexts.postalCodeFormat,
      tax_id: staffTexts.taxIdCheckDigit,
    });
  });
});
