/** The phone menu drawer's id, which the Burger names in aria-controls. */
export const MOBILE_NAV_DRAWER_ID = 'mobile-navigation';
