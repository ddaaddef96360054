import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { ZCompanyProfile } from './company-profile.ts';
import { staffTexts } from './texts.ts';

const profile = {
  name: 'Tejo Tours, Lda.',
  phoneNumber: '+351 210 000 000',
  city: 'Lisbon',
  line1: 'Rua Augusta 1',
  line2: '1º',
  postal_code: '1100-048',
  tax_id: 'PT 123 456 789',
};

/** The first message per field, as the server answers and the web form shows them. */
function fieldMessages(input: Record<string, unknown>): Record<string, string> {
  const result = ZCompanyProfile.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    fields[issue.path.join('.')] ??= issue.message;
  }
  return fields;
}

describe('ZCompanyProfile', () => {
  it('stores the phone number in E.164, the postal code as NNNN-NNN and the tax ID in capitals without spaces', () => {
    expect(
      ZCompanyProfile.parse({ ...profile, phoneNumber: '912 345 678', postal_code: '1100 048' }),
    ).toEqual({
      ...profile,
      phoneNumber: '+351912345678',
      postal_code: '1100-048',
      tax_id: 'PT123456789',
    });
    expect(ZCompanyProfile.parse({ ...profile, tax_id: '123456789' }).tax_id).toBe('123456789');
    // What it stores parses to itself (the payment step parses the stored profile again).
    const stored = ZCompanyProfile.parse(profile);
    expect(ZCompanyProfile.parse(stored)).toEqual(stored);
  });

  it('names each field that does not mean what it says, with its own message', () => {
    expect(
      fieldMessages({
        ...profile,
        phoneNumber: '+351 123 456 789',
        postal_code: '1100',
        tax_id: '123456780',
      }),
    ).toEqual({
      phoneNumber: textRef(staffTexts, 'phoneInvalid'),
      postal_code: textRef(staffTexts, 'postalCodeFormat'),
      tax_id: textRef(staffTexts, 'taxIdCheckDigit'),
    });
    expect(fieldMessages({ ...profile, tax_id: 'DE12345' })).toEqual({
      tax_id: textRef(staffTexts, 'taxIdFormat'),
    });
    expect(fieldMessages({ ...profile, tax_id: 'PT123456780' })).toEqual({
      tax_id: textRef(staffTexts, 'taxIdCheckDigit'),
    });
    expect(fieldMessages({ ...profile, postal_code: '11000-48' })).toEqual({
      postal_code: textRef(staffTexts, 'postalCodeFormat'),
    });
  });

  it('keeps the required messages for empty fields', () => {
    expect(fieldMessages({ ...profile, phoneNumber: ' ', postal_code: '', tax_id: '' })).toEqual({
      phoneNumber: textRef(staffTexts, 'phoneRequired'),
      postal_code: textRef(staffTexts, 'postalCodeRequired'),
      tax_id: textRef(staffTexts, 'taxIdRequired'),
    });
  });

  it('refuses a tab or a line break inside a line', () => {
    expect(fieldMessages({ ...profile, name: 'Tejo\tTours', line1: 'Rua Augusta\n1' })).toEqual({
      name: textRef(messages, 'textHasForbiddenCharacter'),
      line1: textRef(messages, 'textHasForbiddenCharacter'),
    });
  });
});
