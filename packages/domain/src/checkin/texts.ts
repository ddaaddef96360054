// Texts of the scan-and-start screens that the spec does not fix (docs/decisions.md).
import { defineTexts } from '../i18n/texts.ts';
export const checkinTexts = defineTexts('checkin', {
  guestCannotStart: 'A guest guider cannot start an activity.',
  notToday: 'This activity can only be started on its day.',
  alreadyStarted: 'Your company has already started this activity.',
  otherRunInProgress:
    'Your company already has an activity in progress. Finish it before starting another one.',
  offline:
    "You're offline: scans are checked against the group's list and the start is sent when you're back.",
  startQueued: "Activity start saved. It will be sent when you're back online.",
  validatedElsewhere: 'Already validated by another guide meanwhile:',
  noCamera: 'No camera is available. Type the ticket code instead.',
  // Typed codes: a booking reference checks in several people at once.
  typedCodeLabel: 'Ticket number or reference',
  typedCodeHint: 'Booking reference: K7PX9QRT, or K7PX9QRT 2 for its ticket 2.',
  typedCodePlaceholder: 'Printed on the ticket',
  referenceUnknown: 'There is no booking with this reference. Check it and try again.',
  referenceNotInGroup: 'No booking in this group has this reference.',
  bookingNoValidTickets: 'This booking has no valid tickets: it was canceled or is not paid.',
  bookingAllValidated: "This booking's tickets have already been validated.",
  bookingAllAdded: "All of this booking's tickets have already been added.",
  noTicketAt: (count: number) =>
    count === 1 ? 'This booking has only ticket 1.' : `This booking has tickets 1 to ${count}.`,
  presentOutOfRange: (available: number) => `Enter a number from 1 to ${available}.`,
  onlyRoomFor: (room: number) =>
    room === 1 ? 'Only 1 more person fits in this group.' : `Only ${room} more people fit in this group.`,
  typedCodeOffline: "You're offline: open the activity first, then type the code there.",
  // Start and finish.
  addSomeoneFirst: 'Scan or type at least one ticket to start.',
});
