// No zod here: the booking form states this limit before its schema loads.

/** The longest notes a traveller may leave for the guide (issue 34). */
export const BOOKING_NOTES_MAX = 500;
