// Texts the spec uses in more than one area (section 8), defined once.

/** The spec's catch-all for a write that failed in a way the user cannot fix. */
export const AN_ERROR_OCCURRED = "An error occurred";

/** Every rate-limited answer, on the server and in the forms that show it. */
export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

/** Buy Now, checkout and follows for someone not signed in (spec section 5, "Checkout start"). */
export const LOGIN_TO_CONTINUE = "Please log in to continue";
