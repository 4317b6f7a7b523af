// Texts the spec uses in more than one area (the spec's error catalogue), defined once.

/** The spec's catch-all for a write that failed in a way the user cannot fix. */
export const AN_ERROR_OCCURRED = "An error occurred";

/** Every rate-limited answer, on the server and in the forms that show it. */
export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

/** A write another site's page tried to make with the visitor's session. */
export const CROSS_SITE_REFUSED = "This request came from another site and was refused. Please use Campus Market directly.";

/** Buy Now, checkout and follows for someone not signed in (the spec's validation rules, "Checkout start"). */
export const LOGIN_TO_CONTINUE = "Please log in to continue";
