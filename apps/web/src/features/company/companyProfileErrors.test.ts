import { textRef } from '@roteiro/domain/i18n/texts';
import { ZCompanyProfile } from '@roteiro/domain/staff/company-profile';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/lib/useDomainForm.ts';

describe('the company profile form', () => {
  it('shows a phone number, postal code or tax ID that does not mean what it says at its field', () => {
    const errors = schemaErrors(ZCompanyProfile, {
      name: 'Tejo Tours',
      phoneNumber: '12345',
      city: 'Lisbon',
      line1: 'Rua Augusta 1',
      line2: '1º',
      postal_code: '1100048-1',
      tax_id: '123456780',
    });
    expect(errors).toEqual({
      phoneNumber: textRef(staffTexts, 'phoneInvalid'),
      postal_code: textRef(staffTexts, 'postalCodeFormat'),
      tax_id: textRef(staffTexts, 'taxIdCheckDigit'),
    });
  });
});
