// Texts of the scan-and-start screens that the spec does not fix (docs/decisions.md, issue 12).
export const checkinTexts = {
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
} as const;
