import { mayAutoAdvance, savesData } from "@/lib/data-saving/rules";

describe("whether the student saves data", () => {
  it("is no on a fast connection and where the browser does not say", () => {
    expect(savesData({ saveData: false, effectiveType: "4g" })).toBe(false);
    expect(savesData({})).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });

  it("is yes with Save-Data on, whatever the speed", () => {
    expect(savesData({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(savesData({ saveData: true })).toBe(true);
  });

  it.each(["slow-2g", "2g", "3g"])("is yes on a %s connection", (effectiveType) => {
    expect(savesData({ saveData: false, effectiveType })).toBe(true);
    expect(savesData({ effectiveType })).toBe(true);
  });

  it("is no on an effective type it does not know as slow", () => {
    expect(savesData({ effectiveType: "5g" })).toBe(false);
    expect(savesData({ effectiveType: "" })).toBe(false);
  });
});

describe("whether a slideshow may move on by itself", () => {
  it("may on a fast connection without reduced motion, and where the browser does not say", () => {
    expect(mayAutoAdvance({ connection: { saveData: false, effectiveType: "4g" }, reducedMotion: false })).toBe(true);
    expect(mayAutoAdvance({ connection: undefined, reducedMotion: false })).toBe(true);
  });

  it("may not with reduced motion, even on a fast connection", () => {
    expect(mayAutoAdvance({ connection: { effectiveType: "4g" }, reducedMotion: true })).toBe(false);
    expect(mayAutoAdvance({ connection: undefined, reducedMotion: true })).toBe(false);
  });

  it("may not with Save-Data on or on a slow connection", () => {
    expect(mayAutoAdvance({ connection: { saveData: true, effectiveType: "4g" }, reducedMotion: false })).toBe(false);
    expect(mayAutoAdvance({ connection: { effectiveType: "3g" }, reducedMotion: false })).toBe(false);
  });
});
