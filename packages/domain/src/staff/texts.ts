import { defineTexts } from '../i18n/texts.ts';
/**
 * Texts of the company and employee flows that the spec does not fix (its fixed texts are in
 * messages/messages.ts). Written once here so the server and the web say the same thing.
 */
export const staffTexts = defineTexts('staff', {
  nameRequired: 'Enter a name.',
  invitationLanguageInvalid: 'Choose the language of the invitation.',
  companyNameRequired: 'Enter the business name.',
  phoneRequired: 'Enter a phone number.',
  cityRequired: 'Enter the city.',
  line1Required: 'Enter the first address line.',
  line2Required: 'Enter the second address line.',
  postalCodeRequired: 'Enter the postal code.',
  taxIdRequired: 'Enter the tax ID.',
  phoneInvalid:
    'Enter a valid phone number. Add the country code (such as +34) for a number outside Portugal.',
  postalCodeFormat: 'Enter a Portuguese postal code: 4 digits, a hyphen and 3 digits (such as 1100-048).',
  taxIdFormat:
    'Enter a Portuguese tax ID (NIF, 9 digits) or an EU VAT number starting with its country code (such as PT123456789).',
  taxIdCheckDigit: 'This tax ID is not valid: its last digit does not match the others. Check the number.',
  registrationCodeFormat: 'The registration code has 7 letters and digits.',
  registrationCodeInvalid:
    'This registration code is not valid for this e-mail, or it has already been used.',
  accountExists: 'An account with this e-mail already exists. Sign in instead.',
  alreadyRegistered: 'This employee has already registered.',
  invitationInvalid: 'This invitation link is not valid or has already been used.',
  employeeUnknown: 'Unknown employee',
  documentUnknown: 'Unknown document',
  runUnknown: 'Unknown run',
  documentRequired: 'Add an image of the document.',
  documentNotImage: 'Only images are accepted (JPEG, PNG, WebP, GIF or AVIF).',
  documentTooLarge: 'The image is too large: the limit is 10 MB.',
  paidFlagRequired: 'Choose Paid or Unpaid.',
  profileIncompleteForPayments: 'Complete the company information before creating the payment account.',
  paymentSetupNotFinished: 'Finish the payment account setup first.',
  businessNameHint: 'The business name must match the name tied to the tax ID.',
  paymentSetupFinished: 'Your payment account is set up.',
  profileSaved: 'Your company information has been saved.',
  homeAddressHint: 'If your business has no physical address, you can use your home address.',
});
