import { logger } from "@/lib/log/logger.mjs";
import { CLIENT_IP_HEADER, UNKNOWN_CLIENT } from "./client-address.mjs";

// The client's address for per-IP limits, as the server that accepted the connection
// decided it (scripts/production/server.mjs, lib/http/client-address.mjs). Never read from
// X-Forwarded-For here: that header is the client's to write.
type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

let warnedMissing = false;

export function clientIp(headers: HeaderSource): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_IP_HEADER) : headers?.[CLIENT_IP_HEADER];
  const address = (Array.isArray(value) ? value[0] : value)?.trim();
  if (address) return address;
  // Only when the app is run by something other than scripts/production/server.mjs (`next dev` directly):
  // every request then shares one per-IP counter, which fails closed rather than open.
  if (!warnedMissing) {
    warnedMissing = true;
    logger.warn(`client address missing (${CLIENT_IP_HEADER}): start the app with npm start so per-IP limits see real addresses`);
  }
  return UNKNOWN_CLIENT;
}
