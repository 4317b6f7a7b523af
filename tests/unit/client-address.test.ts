import { CLIENT_IP_HEADER, normaliseAddress, parseTrustedHops, resolveClientAddress } from "@/lib/http/client-address.mjs";
import { clientIp } from "@/lib/http/client-ip";

describe("the client's address for per-IP limits", () => {
  it("is the connection's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress({ peer: "41.90.64.10", forwardedFor: "203.0.113.9", trustedHops: 0 })).toBe("41.90.64.10");
    expect(resolveClientAddress({ peer: "41.90.64.10", forwardedFor: undefined, trustedHops: 0 })).toBe("41.90.64.10");
  });

  it("behind one proxy is the right-most X-Forwarded-For entry, so entries a client prepends are ignored", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "41.90.64.10", trustedHops: 1 })).toBe("41.90.64.10");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "1.1.1.1, 2.2.2.2, 41.90.64.10", trustedHops: 1 })).toBe("41.90.64.10");
  });

  it("behind two proxies is the second entry from the right", () => {
    expect(resolveClientAddress({ peer: "10.0.0.3", forwardedFor: "6.6.6.6, 41.90.64.10, 10.0.0.2", trustedHops: 2 })).toBe("41.90.64.10");
    expect(resolveClientAddress({ peer: "10.0.0.3", forwardedFor: ["6.6.6.6", "41.90.64.10, 10.0.0.2"], trustedHops: 2 })).toBe("41.90.64.10");
  });

  it("falls back to the left-most known address when the chain is shorter than the trusted hops", () => {
    expect(resolveClientAddress({ peer: "41.90.64.10", forwardedFor: undefined, trustedHops: 1 })).toBe("41.90.64.10");
  });

  it("a forwarded entry that is not an address is unknown, not a fresh counter per spelling", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "evil-name", trustedHops: 1 })).toBe("unknown");
    expect(normaliseAddress(undefined)).toBe("unknown");
  });

  it("an IPv4-mapped IPv6 address counts as the IPv4 address", () => {
    expect(normaliseAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
  });

  it("IPv6 addresses of one /64 share a counter, however they are written", () => {
    expect(normaliseAddress("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("[2001:db8:1:2::9]")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("2001:db8:1:3::5")).not.toBe(normaliseAddress("2001:db8:1:2::5"));
  });

  it("blank entries in X-Forwarded-For are skipped, not counted as a hop", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "41.90.64.10, ", trustedHops: 1 })).toBe("41.90.64.10");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "6.6.6.6,  ,41.90.64.10", trustedHops: 1 })).toBe("41.90.64.10");
  });

  it("an address with spaces around it is the same address", () => {
    expect(normaliseAddress(" 41.90.64.10 ")).toBe("41.90.64.10");
  });

  it("an IPv4-mapped address with several digits in each part is still the IPv4 address", () => {
    expect(normaliseAddress("::ffff:41.90.164.10")).toBe("41.90.164.10");
    expect(normaliseAddress("::FFFF:196.201.214.200")).toBe("196.201.214.200");
  });

  it("an IPv6 address that only ends in an IPv4 part is counted by its /64, not read as IPv4", () => {
    expect(normaliseAddress("2001:db8::ffff:1.2.3.4")).toBe("2001:db8:0:0::/64");
  });

  it("a compressed IPv6 address is expanded before its /64 is taken, wherever the gap is", () => {
    expect(normaliseAddress("::1")).toBe("0:0:0:0::/64");
    expect(normaliseAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normaliseAddress("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(normaliseAddress("2001:db8::aaaa:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:aaaa::/64");
  });

  it("the app reads the address from the header the server sets, and only from it", () => {
    expect(clientIp(new Headers({ [CLIENT_IP_HEADER]: "41.90.64.10" }))).toBe("41.90.64.10");
    expect(clientIp({ [CLIENT_IP_HEADER]: "41.90.64.10" })).toBe("41.90.64.10");
    expect(CLIENT_IP_HEADER).toMatch(/^x-[a-z-]+$/);
  });

  it("TRUST_PROXY_HOPS is a small whole number or the start fails", () => {
    expect(parseTrustedHops(undefined)).toBe(0);
    expect(parseTrustedHops("")).toBe(0);
    expect(parseTrustedHops("2")).toBe(2);
    expect(parseTrustedHops("10")).toBe(10);
    expect(() => parseTrustedHops("2 proxies")).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseTrustedHops("two2")).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseTrustedHops("-1")).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseTrustedHops("1e3")).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseTrustedHops("11")).toThrow(/TRUST_PROXY_HOPS/);
  });
});
