// No zod here: the booking form states this limit before its schema loads.

/** The longest notes a traveller may leave for the guide. */
export const BOOKING_NOTES_MAX = 500;
