// What one request's log line says: method, route, status, duration and request id.
// The route is the path with its variable parts named, never the query string (reset and
// confirmation links carry tokens there) nor a callback address's secret token.
import { randomUUID } from "node:crypto";
import { maskPhonesIn } from "./logger.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Long random-looking segments: callback tokens, checkout request ids, hashes.
const OPAQUE = /^[A-Za-z0-9_~.-]{20,}$/;
const MAX_ROUTE_LENGTH = 200;

/** "/product/6f1c…?x=1" → "/product/:id"; "/api/mpesa/callback/<64 hex>" → "/api/mpesa/callback/:token". */
export function routeForLog(url) {
  const path = String(url ?? "/").split(/[?#]/, 1)[0] || "/";
  if (path.startsWith("/_next/static/")) return "/_next/static/*";
  const named = path
    .split("/")
    .map((segment) => (UUID.test(segment) ? ":id" : OPAQUE.test(segment) ? ":token" : segment))
    .join("/");
  const masked = maskPhonesIn(named);
  return masked.length > MAX_ROUTE_LENGTH ? `${masked.slice(0, MAX_ROUTE_LENGTH)}…` : masked;
}

// A request id our own load balancer sent may be kept; anything else is replaced.
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The request's id: the one a trusted proxy in front of us set (X-Request-Id), when there is
 * such a proxy and the id is plain, else a new one. A client cannot choose it otherwise, so
 * it cannot forge or pollute log lines.
 */
export function requestIdFor(incoming, trustedHops) {
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  if (trustedHops > 0 && typeof candidate === "string" && REQUEST_ID.test(candidate)) return candidate;
  return randomUUID();
}
