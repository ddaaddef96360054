// No zod here: a storefront page that shows these messages (Manage your booking) must not load the schemas.
import { defineTexts } from '../i18n/texts.ts';

/** The booking flow's messages (server answers and form errors), in English; messages-pt.ts has them in Portuguese. */
export const bookingMessages = defineTexts('booking', {
  slotUnavailable: 'This time is no longer available. Please choose another one.',
  notEnoughPlaces:
    'There are not enough places left at this time. Please choose fewer participants or another time.',
  privateTaken: 'This time is already booked for a private group. Please choose another one.',
  tooLate: 'This time can no longer be booked online: it starts in less than 2 hours.',
  pastDate: 'This date is in the past.',
  participantsMin: 'At least 1 participant',
  participantsMax: (max: number) => `At most ${max} participants`,
  unknownCode: 'This discount code does not exist or is no longer active.',
  clientName: 'Enter your name',
  bookingNotFound: 'We could not find a booking with this reference and e-mail.',
  linkInvalid: 'This link is not valid. Open the link from your e-mail or find your booking again.',
  cancelTooLate: 'This booking starts in less than 24 hours: it can no longer be canceled or refunded.',
  notPaid: 'Only a paid booking can be changed.',
  alreadyCanceled: 'This booking has already been canceled.',
  canceled: 'Your booking has been canceled and refunded.',
  rescheduled: 'Your booking has been moved. We sent you the new tickets.',
  rescheduleSameSlot: 'Choose a different time.',
  bookingChanged:
    'This booking was changed at the same time in another window. Please check it and try again.',
  chooseKind: 'Choose a kind of booking',
  chooseActivity: 'Choose an activity',
  chooseActivityGroup: 'Choose an activity group',
  chooseMonth: 'Choose a month',
  chooseTime: 'Choose a time',
  referenceRequired: 'Enter your booking reference',
  phoneInvalid: 'Enter a valid phone number, with its country code (+44…) if it is not Portuguese.',
  notesTooLong: (max: number) => `Use at most ${max} characters.`,
});
