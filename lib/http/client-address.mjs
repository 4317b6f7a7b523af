// Which address a request came from, decided once, in the server that accepts the
// connection (scripts/production/server.mjs), and passed to the app in CLIENT_IP_HEADER.
//
// X-Forwarded-For is written by whoever sends the request: its left-most entry is
// whatever a client chose. Only the entries appended by our own proxies can be believed,
// and those are the right-most ones. So: with no TRUST_PROXY_HOPS, the socket's address;
// with TRUST_PROXY_HOPS=N (N load balancers in front, each appending the address it
// received the request from), the N-th address from the right of X-Forwarded-For. The
// app must then be reachable only through those proxies (README, "Security").
// Plain JavaScript: the launcher runs it without a TypeScript step.
import net from "node:net";

/** Set by scripts/production/server.mjs on every request, after deleting whatever the client sent. */
export const CLIENT_IP_HEADER = "x-campus-client-ip";

export const UNKNOWN_CLIENT = "unknown";

/** TRUST_PROXY_HOPS as a number of proxies; anything but a whole number from 0 to 10 is refused. */
export function parseTrustedHops(value) {
  if (value === undefined || value === "") return 0;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number of proxies from 0 to 10, not "${value}"`);
  return Number(value);
}

/** An address as a limit key: IPv4-mapped IPv6 as IPv4; IPv6 by its /64, which one subscriber holds whole. */
export function normaliseAddress(raw) {
  if (typeof raw !== "string") return UNKNOWN_CLIENT;
  let address = raw.trim();
  if (address.startsWith("[")) address = address.slice(1, address.indexOf("]"));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  const kind = net.isIP(address);
  if (kind === 4) return address;
  if (kind === 6) return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
  return UNKNOWN_CLIENT;
}

function ipv6Groups(address) {
  // The groups before and after "::" (if any), with the zeros "::" stands for between them.
  const [head, tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(0, missing)).fill("0"), ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

/**
 * The client's address from the socket's peer address, the X-Forwarded-For header as it
 * arrived (a string, an array of repeated headers, or absent) and the number of trusted proxies.
 */
export function resolveClientAddress({ peer, forwardedFor, trustedHops }) {
  if (!trustedHops) return normaliseAddress(peer);
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The chain as the last proxy saw it, ending with the proxy's own address (the socket).
  const chain = [...listed, peer];
  const client = chain[chain.length - 1 - trustedHops] ?? chain[0];
  return normaliseAddress(client);
}
