// No zod here: the guide's scanner reads typed references with it, also offline.

/** Letters and digits without the ones read alike (0/O, 1/I/L): booking references are drawn from these. */
export const BOOKING_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Characters of a booking reference (31^8, about 8·10^11 values). */
export const BOOKING_REFERENCE_LENGTH = 8;
