import { defineTexts } from '../i18n/texts.ts';

/** The booking box's settings: what its origins form says. */
export const embedTexts = defineTexts('embed', {
  originInvalid:
    'Enter the address of a site, such as https://www.example.pt (https, with no path after the name).',
  originTaken: 'This site is already on the list.',
  originsFull: 'At most 20 sites.',
});
