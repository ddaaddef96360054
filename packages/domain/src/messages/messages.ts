import { defineTexts } from '../i18n/texts.ts';
/** The spec's user-visible texts (operations.md §5 and §8, catalogue.md §5 and §8), written once. */
export const messages = defineTexts('messages', {
  // auth
  signedOut: 'You have been signed out!',
  invalidCredentials: 'Invalid email or password.',
  accountDeactivated: 'Your account has been deactivated by your organization.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  signInLinkRequired:
    'This account has had too many failed sign-in attempts, so a password alone does not sign in to it for now. If your password was right, we have e-mailed you a sign-in link: open it to sign in.',
  tooManyRequests: 'Too many requests in a short time. Please wait a few minutes and try again.',
  signInLinkSent: 'We sent you an e-mail with a sign-in link.',
  signInRequired: 'Please sign in to continue.',
  alreadySignedIn: 'You are already signed in.',
  forbidden: 'You do not have access to this page.',
  notFound: 'We could not find what you were looking for.',
  invalidInput: 'Some fields are not valid. Please check them and try again.',
  unexpected: 'Something went wrong on our side. Please try again later.',
  paymentProviderFailed:
    'The payment provider could not complete this request. Please try again in a moment.',
  passwordTooShort: 'The password has to have more than 8 characters.',
  invalidEmail: 'Enter a valid e-mail address.',
  passwordTooLong: 'The password can have at most 128 characters.',
  textHasForbiddenCharacter: 'This text contains a character that is not allowed.',
  malformedUrl: 'This address is not valid. Check the link and try again.',
  jsonTooDeep: 'The request could not be read: its data is nested more than 64 levels deep.',
  multipartWithoutBoundary:
    'The request could not be read: a multipart/form-data Content-Type needs its boundary.',
  multipartRequired: 'Send the form as multipart/form-data.',
  requestUnreadable: 'The request could not be read. Check its format and try again.',
  crossOriginRefused: 'This request came from another website and was refused. Open Roteiro and try again.',
  passwordChanged: 'Password successfully changed.',
  passwordMustDiffer: 'The new password has to be different from your current password',
  accountDeleted: 'Your account has been deleted.',
  unsavedChanges: 'Do you really want to leave? You have unsaved changes!',
  textCopied: 'Text copied to clipboard.',
  fileTooLarge: 'The file is too large.',
  fileTypeRefused: 'This type of file is not accepted.',
  fileRequired: 'Choose a file to upload.',
  photoRequired: 'Choose a photo to upload.',
  imageTooManyPixels: (megapixels: number) =>
    `This image has too many pixels: at most ${megapixels} megapixels.`,
  devMailboxOff: 'The dev mailbox is off: mail is sent through SMTP.',
  newsletterSubscribed: 'Thank you for subscribing to our newsletter!',

  // companies and employees
  registrationCodeSent: 'An email with a registration code has been sent to the company',
  registrationCodeSendFailed:
    'There has been an error sending the registration code to the company. If this error persists contact support.',
  employeeInvited: "We sent an invitation to your employee's email to create an account",
  employeeOwnEmail:
    "You can't add this email as an employee. If you want to add yourself as an employee use a different email",
  employeeDuplicate: 'This employee has already been added to the company',
  employeeAddFailed: 'There has been an error adding this employee. Try again later.',
  employeeInviteFailed:
    'There has been an error sending the email invitation to the employee. If this error persists contact support.',
  employeeDeactivated: 'The employee account has been deactivated',
  employeeReactivated: 'The employee account has been reactivated',
  employeeDeactivateFailed: 'There has been an error deactivating this employee. Try again later.',
  employeeReactivateFailed: 'There has been an error reactivating this employee. Try again later.',

  // scheduling and running activities
  noActivitiesTomorrow: 'No activities for tomorrow',
  checkAgainLater: 'Check again later',
  noToursScheduled: 'There are no tours scheduled.',
  seatsUpdateTooHigh:
    "The updated number of available seats can't be equal or bigger than your assigned number of seats.",
  seatsUpdated: 'Your available seats for this activity have been updated.',
  activityCanceled: 'This activity has been canceled.',
  activityCompleted: 'The activity has been completed.',
  finishFailed:
    'There has been an error finishing your tour. Try again later, if this error persists please contact support.',
  startFailed:
    'There has been an error setting the activity in progress. Try again later, if this error persists please contact support.',
  scheduleUpdated: 'Your schedule has been updated.',

  // scanning
  qrUnreadable: "Couldn't read QR Code",
  groupFull: 'This group has reached the maximum number of participants.',
  participantAlreadyAdded: 'This participant has already been added to the group.',
  ticketOtherTour: 'This ticket belongs to a different tour.',
  /** The booking moved to this tour, and the ticket shown is the one from before the move. */
  ticketReplaced: 'This ticket was replaced when the booking moved.',
  ticketAlreadyValidated: 'This ticket has already been validated.',
  couldNotStartTour: "Couldn't start tour",
  invalidTicket: 'Invalid ticket',

  // affiliates
  affiliateAlreadyInProgram: 'This email is already in the affiliates program',
  affiliateThanks: 'Thank you for your interest in being an affiliate!',
  affiliateAddFailed: 'There has been an error adding this affiliate',
  affiliateCouponsFailed: 'There has been an error retrieving the affiliates coupons.',

  // catalogue
  noChanges: 'No changes have been made',
  tourTitleTooShort: 'The tour title has to have at least 5 characters',
  tourDescriptionLength: 'The tour description has to have between 10 and 1500 characters',
  tourDuration: 'How long is the tour? The duration should ONLY be in MINUTES',
  selectCity: 'Select a city from the list',
  activityCreated: 'Activity created!',
  activityUpdated: 'Activity updated!',
  eventCreated: 'Event created!',
  eventUpdated: 'Event updated!',
  activityCreateFailed: 'There has been an error creating the activity. Try again later.',
  activityUpdateFailed: 'There has been an error updating the activity. Try again later.',
  eventCreateFailed: 'There has been an error creating the event. Try again later.',
  eventUpdateFailed: 'There has been an error updating the event. Try again later.',
  quoteSendFailed:
    'There has been an error sending your quote request. If this error persists please contact support.',

  // settings
  accountSettings: 'Account settings',
  deleteAccount: 'Delete account',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountText: "Are you sure you want to delete your account? You can't undo this action.",

  unknownDate: 'Unknown',
});

export type TMessageKey = keyof typeof messages;
