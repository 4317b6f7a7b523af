import "@testing-library/jest-dom";

// user-event types whole forms key by key; on a busy 2-core machine a long form
// takes more than Jest's default 5 s. A real hang still fails, after 20 s.
jest.setTimeout(20_000);
