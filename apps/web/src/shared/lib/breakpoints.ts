/** Phones are narrower than this (operations.md §9: mobile 768). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Tablets are at most this wide (operations.md §9: tablet 1023). */
export const TABLET_MAX_WIDTH_PX = 1023;

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const TABLET_MEDIA_QUERY = `(max-width: ${TABLET_MAX_WIDTH_PX}px)`;

/** Smallest touch target (DESIGN.md). */
export const TOUCH_TARGET_PX = 44;
