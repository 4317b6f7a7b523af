// The "use cache" handler Next.js loads (next.config.mjs cacheHandlers.default): the public
// cache of lib/cache/public-cache.mjs, listening for changes when the app runs on a PostgreSQL
// server (several instances may share it). The embedded database (ORDER_EVENTS=memory)
// serves one connection, so there it only lives out its entries' lifetime and the writes'
// own updateTag.
import { createPublicCacheHandler } from "./public-cache.mjs";

// eslint-disable-next-line no-restricted-syntax -- loaded by Next.js outside the bundle, where lib/env.ts is not; next.config.mjs validated the environment at start
const listenTo = process.env.DATABASE_URL && process.env.ORDER_EVENTS !== "memory" ? process.env.DATABASE_URL : null;

export default createPublicCacheHandler({ listenTo });
