/** The nav bar turns white once the page is scrolled more than this many pixels (spec section 9). */
export const NAV_SOLID_AFTER_PX = 10;
