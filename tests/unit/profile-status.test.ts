import { needsProfileCompletion } from "@/lib/accounts/profile-status";

const done = new Date("2026-11-01T00:00:00Z");
const signedUp = { fullName: "Achieng", phone: "0712 345 678", campusLocation: "Main Campus", profileCompletedAt: null };

describe("when a signed-in person is sent to complete their profile", () => {
  it("no profile at all", () => expect(needsProfileCompletion(null)).toBe(true));
  it("a sign-up's profile with name, phone and campus is complete, though the form was never sent (spec, Callback)", () =>
    expect(needsProfileCompletion(signedUp)).toBe(false));
  it("a profile missing the name, the campus or the phone is not", () => {
    expect(needsProfileCompletion({ ...signedUp, fullName: " " })).toBe(true);
    expect(needsProfileCompletion({ ...signedUp, campusLocation: null })).toBe(true);
    expect(needsProfileCompletion({ ...signedUp, phone: null })).toBe(true);
    expect(needsProfileCompletion({ ...signedUp, phone: "  " })).toBe(true);
  });
  it("the spec's placeholders are not a name or a campus", () => {
    expect(needsProfileCompletion({ ...signedUp, fullName: "User", profileCompletedAt: done })).toBe(true);
    expect(needsProfileCompletion({ ...signedUp, campusLocation: "Not specified", profileCompletedAt: done })).toBe(true);
  });
  it("someone who went through the form without a phone is not asked again (the form leaves it optional)", () =>
    expect(needsProfileCompletion({ ...signedUp, phone: null, profileCompletedAt: done })).toBe(false));
});
