// The client's address for per-IP limits. Behind a load balancer the first
// X-Forwarded-For entry is the client; `next start` alone sets it from the socket.
type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

export function clientIp(headers: HeaderSource): string {
  const read = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const forwarded = read("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || read("x-real-ip")?.trim() || "unknown";
}
