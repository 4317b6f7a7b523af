// Shared by the server (429 answers) and the forms that show it (spec section 8).
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please try again later.";
