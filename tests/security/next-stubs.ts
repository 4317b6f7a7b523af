// State behind the stand-ins for Next's request-scoped pieces, kept in a module
// with no imports so the jest.mock factories can load it without cycles.
// In a test file:
//   jest.mock("next/server", () => jest.requireActual("@/tests/security/next-stubs").nextServerStub());
//   jest.mock("next/headers", () => jest.requireActual("@/tests/security/next-stubs").nextHeadersStub());
// (next/cache needs nothing: tests/jest.config.mjs maps it to tests/support/next-cache-stub.ts.)

/** after() tasks started by the call under test; the harness awaits them before judging the database. */
export const afterTasks: Array<Promise<unknown>> = [];

/** The request being handled, for next/headers (next-auth's route handler reads cookies and headers through it). */
export const current: { request: Request | null } = { request: null };

export function nextServerStub() {
  const actual = jest.requireActual("next/server");
  return { ...actual, after: (task: () => unknown) => afterTasks.push(Promise.resolve().then(task)) };
}

export function nextHeadersStub() {
  const headers = () => new Headers(current.request?.headers);
  return {
    headers: async () => headers(),
    cookies: async () => {
      const jar = (headers().get("cookie") ?? "")
        .split(";")
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)) };
        });
      const set = (name: string, value: string) => {
        const at = jar.findIndex((cookie) => cookie.name === name);
        if (at === -1) jar.push({ name, value });
        else jar[at] = { name, value };
      };
      return { getAll: () => jar, get: (name: string) => jar.find((cookie) => cookie.name === name), set };
    },
  };
}
