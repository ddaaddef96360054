import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as typed (spaces, dots, hyphens, `00` or `+` before the country code) in E.164 (`+351912345678`),
 * or null when it is not a valid number of its country. A number without a country code is Portuguese; one with
 * an extension is refused (E.164 cannot hold it, and dropping it would lose part of the number).
 */
export function toE164(text: string): string | null {
  const number = parsePhoneNumberFromString(text.trim(), { defaultCountry: 'PT', extract: false });
  return number?.isValid() && !number.ext ? number.number : null;
}
