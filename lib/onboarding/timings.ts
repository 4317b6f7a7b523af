// The tutorial's numbers (the spec's constants, "Tutorial timings" and "Tour defaults"), named once.
// A file of their own, so the restart button in every page's header can read one without
// bringing the tours and their texts into the page's JavaScript.

/** After the tutorial mounts, it looks at the new-user flag once, this much later. */
export const NEW_USER_CHECK_MS = 1000;
/** Each route change resets the tour and waits this long for the page to settle. */
export const ROUTE_SETTLE_MS = 1000;
/** ...and then this long again before the route's tour starts. */
export const START_DELAY_MS = 1500;
/** After the My shop tour, how often the Orders tab is checked for being selected. */
export const ORDERS_TAB_POLL_MS = 500;
/** On My shop, how often the add-product form is looked for. */
export const ADD_PRODUCT_POLL_MS = 1000;
/**
 * Ours, not the spec's: while My shop offers a student to open a shop, how often it is checked
 * for having given way to the dashboard (the add-product form's pace).
 */
export const SHOP_OFFER_POLL_MS = 1000;
/** The pause between the Orders tab becoming selected and the orders tour starting. */
export const ORDERS_TOUR_RESTART_MS = 300;
/** Restart: the page reloads this long after moving to /home. */
export const RESTART_RELOAD_MS = 500;
/** Scrolling to a step leaves this many pixels above its target. */
export const SCROLL_OFFSET = 20;
export const SCROLL_DURATION_MS = 300;
export const SPOTLIGHT_PADDING = 10;
/** The tooltip's width; on a narrower screen it shrinks to fit (components/onboarding). */
export const TOOLTIP_WIDTH = 380;
