// Which database the integration tests run on (tests/integration/global-setup.mjs sets
// DATABASE_KIND): the embedded PGlite of a bare `npm test`, or a PostgreSQL server
// (TEST_DATABASE_URL, as CI's second step gives it).
//
// The embedded database is one session behind one connection, so a test that needs several
// sessions at once (concurrent writers racing for a row, LISTEN on another connection, a
// server that stops) proves nothing there. Such a test is declared with `serverOnly`: skipped
// on the embedded database, and its name carries SERVER_ONLY_TAG so CI runs exactly these on
// PostgreSQL and nothing twice (docs/testing.md).

export const SERVER_ONLY_TAG = "[needs a PostgreSQL server]";

export const onPostgresServer = process.env.DATABASE_KIND === "server";

type TestBody = () => Promise<void>;

/** `it` on a PostgreSQL server, `it.skip` on the embedded database; the name says which. */
export function serverOnly(name: string, body: TestBody, timeout?: number): void {
  (onPostgresServer ? it : it.skip)(`${name} ${SERVER_ONLY_TAG}`, body, timeout);
}
