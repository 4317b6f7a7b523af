import fc from "fast-check";
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_MAX_LENGTH, verifyUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { EMAIL_TOPICS } from "@/lib/mail/email-kinds";

const SECRET = "unit-test-secret-at-least-32-characters-long";
const ALICE = "0b6c7a3e-8f0e-4d1c-9f43-1d2a3b4c5d6e";
const BOB = "7f1e2d3c-4b5a-4968-8776-655443322110";

describe("the unsubscribe token", () => {
  it.each(EMAIL_TOPICS)("names the person and the topic it was signed for (%s)", (topic) => {
    const token = signUnsubscribeToken(SECRET, ALICE, topic);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: ALICE, topic });
    expect(token.length).toBeLessThanOrEqual(UNSUBSCRIBE_TOKEN_MAX_LENGTH);
  });

  it("is refused when the user id is swapped for another's", () => {
    const token = signUnsubscribeToken(SECRET, ALICE, "messages");
    expect(verifyUnsubscribeToken(SECRET, token.replace(ALICE, BOB))).toBeNull();
  });

  it("is refused when the topic is swapped for another", () => {
    const token = signUnsubscribeToken(SECRET, ALICE, "messages");
    expect(verifyUnsubscribeToken(SECRET, token.replace(".messages.", ".payouts."))).toBeNull();
  });

  it("is refused when signed with another secret", () => {
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken("another-secret-of-at-least-32-characters", ALICE, "messages"))).toBeNull();
  });

  it("is refused with any one character of its signature changed", () => {
    const token = signUnsubscribeToken(SECRET, ALICE, "payouts");
    const start = token.lastIndexOf(".") + 1;
    for (let i = start; i < token.length; i += 1) {
      const changed = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
      expect(verifyUnsubscribeToken(SECRET, changed)).toBeNull();
    }
  });

  it.each([
    ["nothing", undefined],
    ["a number", 42],
    ["an empty string", ""],
    ["a user id alone", ALICE],
    ["an unknown topic", `${ALICE}.everything.${"A".repeat(43)}`],
    ["an extra part", `${signUnsubscribeToken(SECRET, ALICE, "messages")}.extra`],
    ["an upper-case id", signUnsubscribeToken(SECRET, ALICE, "messages").toUpperCase()],
    ["a huge string", `${ALICE}.messages.${"A".repeat(100_000)}`],
  ])("is refused for %s", (_name, token) => {
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it("refuses whatever string it is given that it did not sign", () => {
    const signed = new Set(EMAIL_TOPICS.map((topic) => signUnsubscribeToken(SECRET, ALICE, topic)));
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (token) => {
        if (!signed.has(token)) expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
      }),
    );
  });
});
