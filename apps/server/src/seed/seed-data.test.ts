import { ZCompanyProfile } from '@roteiro/domain/staff/company-profile';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './seed-data.ts';

describe('demo companies', () => {
  it('have profiles as the profile page would store them (E.164 phone, NNNN-NNN postal code, valid tax ID)', () => {
    for (const company of demoAccounts.companies) {
      const information = {
        name: company.name,
        phoneNumber: company.phoneNumber,
        city: company.city,
        line1: company.line1,
        line2: company.line2,
        postal_code: company.postalCode,
        tax_id: company.taxId,
      };
      // Parsed to itself: valid, and already in the one spelling the page stores.
      expect(ZCompanyProfile.safeParse(information), company.email).toEqual({
        success: true,
        data: information,
      });
    }
  });
});
