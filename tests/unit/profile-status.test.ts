import { needsProfileCompletion } from "@/lib/accounts/profile-status";

const done = new Date("2026-11-01T00:00:00Z");

describe("when a signed-in person is sent to complete their profile", () => {
  it("no profile at all", () => expect(needsProfileCompletion(null)).toBe(true));
  it("a profile never completed (fresh sign-up)", () =>
    expect(needsProfileCompletion({ fullName: "Achieng", campusLocation: "Main Campus", profileCompletedAt: null })).toBe(true));
  it("the spec's placeholders are not a name or a campus", () => {
    expect(needsProfileCompletion({ fullName: "User", campusLocation: "Main Campus", profileCompletedAt: done })).toBe(true);
    expect(needsProfileCompletion({ fullName: "Achieng", campusLocation: "Not specified", profileCompletedAt: done })).toBe(true);
  });
  it("a completed profile with a name and campus goes straight on", () =>
    expect(needsProfileCompletion({ fullName: "Achieng", campusLocation: "Main Campus", profileCompletedAt: done })).toBe(false));
});
