// The spec's constants and a few of our own, named once.

export const APP_NAME = "Campus Market";
export const APP_DESCRIPTION =
  "Buy and sell textbooks, electronics and everything else on campus. Prices in KES, pay with M-Pesa.";

export const TOAST_DURATION_MS = {
  success: 2000,
  info: 2000,
  error: 3000,
  general: 3000,
  loginSuccess: 2000,
  connectionError: 5000,
  unverifiedEmail: 8000,
  /** Ours: an offer to undo stays long enough to read it and reach it with a thumb (it also waits while hovered). */
  undo: 8000,
} as const;

/**
 * Ours: how soon after a cart line leaves a tap on the list is taken as the second half of a
 * double tap (the line below has moved up under the finger) and ignored.
 */
export const DOUBLE_TAP_MS = 500;

export const PASSWORD_MIN_LENGTH = 6;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

export const LANDING_CATEGORY_NAMES = ["Textbooks", "Electronics", "Stationery", "Study Materials"] as const;

export const FALLBACK = {
  userName: "User",
  studentName: "Student",
  shopName: "My Shop",
  productLocation: "Unknown",
  categoryLabel: "Other",
} as const;

/** The auth area's slideshow: 3 slides, one every 10 s (the spec's constants). */
export const AUTH_SLIDESHOW_INTERVAL_MS = 10_000;

/** Browsing (the spec's constants): price filter, debounce, skeletons, chips, featured shops. */
export const PRICE_FILTER = { min: 0, max: 100_000, step: 1_000 } as const;
export const FILTER_DEBOUNCE_MS = 300;
export const SKELETON_CARD_COUNT = 8;
export const MOBILE_CATEGORY_CHIP_LIMIT = 10;
export const FEATURED_SHOP_COUNT = 6;
export const FEATURED_SHOP_PRODUCT_COUNT = 3;
/** Products per page of a browse list; more load as the visitor scrolls (never the whole catalogue). */
export const CATALOGUE_PAGE_SIZE = 24;
/** The longest search text we accept; longer input is cut, not refused. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/**
 * How a search stays bounded at any catalogue size (lib/db/product-search.ts searchProducts).
 * A query whose rarest word is in at most COMMON_WORD_LISTINGS listings is looked up in the
 * full-text index (cheap: the index steps through the rare word's short list), and at most
 * RANKED_MATCHES of its matches are ranked. A query expected to match more than RANKED_MATCHES
 * also ranks its NEWEST_MATCHES newest matches, found by walking the newest NEWEST_WINDOW
 * active listings in date order.
 */
export const SEARCH_PLAN = { COMMON_WORD_LISTINGS: 20_000, RANKED_MATCHES: 1_000, NEWEST_MATCHES: 250, NEWEST_WINDOW: 5_000 } as const;

/** My shop's terms dialog opens by itself this long after the shop first loads (the spec's constants). */
export const TOS_AUTO_OPEN_DELAY_MS = 1000;

/** Checkout (the spec's constants): the status poll, the redirect after success, the copied mark. */
export const PAYMENT_POLL_MS = 5_000;
/** List pages count matches exactly up to this many; past it they say "1,000+ items". */
export const CATALOGUE_COUNT_CAP = 1_000;

/** The spec's constants: the order detail page re-reads itself every 60 s. */
export const ORDER_REFRESH_MS = 60_000;
export const REDIRECT_AFTER_PAYMENT_MS = 2_000;
export const COPIED_INDICATOR_MS = 3_000;

/**
 * The sitemap index: a file holds at most URL_LIMIT addresses (the sitemaps.org
 * limit); products and sellers are split into files of about FILL each (random ids spread
 * evenly, so no file nears the limit), and an address naming more than MAX_FILES files is refused.
 */
export const SITEMAP = { URL_LIMIT: 50_000, FILL: 40_000, MAX_FILES: 10_000 } as const;
