import { mayPrefetchOnIntent, prefetchablePath } from "@/lib/navigation/prefetch-policy";

describe("prefetching a page the user shows intent for", () => {
  it("is allowed on a fast connection and where the browser does not say", () => {
    expect(mayPrefetchOnIntent({ saveData: false, effectiveType: "4g" })).toBe(true);
    expect(mayPrefetchOnIntent({})).toBe(true);
    expect(mayPrefetchOnIntent(undefined)).toBe(true);
  });

  it("is refused with Save-Data on, whatever the speed", () => {
    expect(mayPrefetchOnIntent({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(mayPrefetchOnIntent({ saveData: true })).toBe(false);
  });

  it.each(["slow-2g", "2g", "3g"])("is refused on a %s connection", (effectiveType) => {
    expect(mayPrefetchOnIntent({ saveData: false, effectiveType })).toBe(false);
  });

  it("takes in-app paths only: never another site, a protocol-relative address or a scheme", () => {
    expect(prefetchablePath("/product/42?from=home")).toBe("/product/42?from=home");
    expect(prefetchablePath("https://example.com/x")).toBeNull();
    expect(prefetchablePath("//example.com/x")).toBeNull();
    expect(prefetchablePath("mailto:help@campusmarket.ke")).toBeNull();
    expect(prefetchablePath("#main")).toBeNull();
  });
});
