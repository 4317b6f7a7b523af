// The "use cache" handler Next.js loads (next.config.mjs cacheHandlers.default): the public
// cache of lib/cache/public-cache.mjs. On a PostgreSQL server (several instances may share it)
// it LISTENs for the write triggers' notices on a connection of its own; on the embedded
// database, where a notice only comes back on the connection that wrote, it hears them from
// this process's own database connections (lib/cache/public-change-bus.mjs).
import { createPublicCacheHandler, IN_PROCESS } from "./public-cache.mjs";

// eslint-disable-next-line no-restricted-syntax -- loaded by Next.js outside the bundle, where lib/env.ts is not; next.config.mjs validated the environment at start
const { DATABASE_URL, DIRECT_DATABASE_URL, DATABASE_KIND, ORDER_EVENTS } = process.env;
// LISTEN needs a session of its own, which PgBouncer in transaction mode (DATABASE_URL) does not
// keep: the direct connection when there is one (docs/decisions/edge-layout.md).
const listenUrl = DIRECT_DATABASE_URL || DATABASE_URL;
const listenTo = DATABASE_KIND === "embedded" ? IN_PROCESS : listenUrl && ORDER_EVENTS !== "memory" ? listenUrl : null;

export default createPublicCacheHandler({ listenTo });
