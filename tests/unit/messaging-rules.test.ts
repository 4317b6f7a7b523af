import { agreementReached, AGREEMENT_PHRASES, expressesAgreement, MESSAGE_MAX, messagePreview, newMessageNotice, PREVIEW_LENGTH } from "@/lib/messaging/rules";
import { blockUserSchema, conversationSchema, sendMessageSchema } from "@/lib/validation/messages";

// Messaging rules (the spec's states, validation rules, error catalogue and constants).

describe("a message preview", () => {
  it("is the text itself up to 30 characters", () => {
    expect(PREVIEW_LENGTH).toBe(30);
    expect(messagePreview("Is it still available?")).toBe("Is it still available?");
    expect(messagePreview("x".repeat(30))).toBe("x".repeat(30));
  });

  it("is cut at 30 characters and followed by '...' when longer", () => {
    expect(messagePreview("Can we meet at the library at 4pm on Friday?")).toBe("Can we meet at the library at ...");
    expect(messagePreview("x".repeat(31))).toBe(`${"x".repeat(30)}...`);
  });

  it("never cuts a character in two (emoji, Swahili names with accents)", () => {
    expect(messagePreview(`${"a".repeat(29)}😀😀`)).toBe(`${"a".repeat(29)}😀...`);
    expect(messagePreview("  padded  ")).toBe("padded");
  });
});

describe("the new message notification", () => {
  it("names the sender and the preview", () => {
    expect(newMessageNotice({ senderName: "Brian Otieno", body: "Yes, the calculator is still available" })).toBe("New message from Brian Otieno: Yes, the calculator is still a...");
  });

  it.each([[null], [undefined], [{}], [{ senderName: "Brian", body: "" }], [{ senderName: "Brian", body: "   " }], [{ senderName: " ", body: "Hi" }], [{ senderName: 42, body: "Hi" }], [{ senderName: "Brian", body: ["Hi"] }]])(
    "says 'You have a new message' for unusable data %o",
    (data) => {
      expect(newMessageNotice(data as never)).toBe("You have a new message");
    },
  );
});

describe("buyer agreement phrases", () => {
  it("are the spec's list", () => {
    expect(AGREEMENT_PHRASES).toEqual(["yes", "ok", "okay", "sure", "agreed", "agree", "confirm", "confirmed", "sounds good", "perfect", "works for me", "that works", "good", "fine", "alright", "accept", "go ahead"]);
  });

  it.each([
    ["Yes, see you at the library", true],
    ["OK", true],
    ["Sounds GOOD to me", true],
    ["That works for me", true],
    ["I accept", true],
    ["Alright then", true],
    ["Go ahead and ship it", true],
    ["Perfect!", true],
    ["I confirm the time", true],
    ["Fine", true],
    ["Sure thing", true],
    // The spec's rule is a substring rule: these count too, and are kept as the spec says.
    ["goodbye", true],
    ["I have the book", true],
    ["No, I cannot make it", false],
    ["Can we meet at 4?", false],
    ["", false],
  ])("%j expresses agreement: %s", (text, expected) => {
    expect(expressesAgreement(text)).toBe(expected);
  });

  const contacted = { senderIsBuyer: true, buyerContacted: true, buyerAgreed: false };

  it("makes the item agreed only when the buyer writes it, after the seller has made contact, once", () => {
    expect(agreementReached(contacted, "Yes please")).toBe(true);
    expect(agreementReached({ ...contacted, senderIsBuyer: false }, "ok")).toBe(false);
    expect(agreementReached({ ...contacted, buyerContacted: false }, "ok")).toBe(false);
    expect(agreementReached({ ...contacted, buyerAgreed: true }, "ok")).toBe(false);
    expect(agreementReached(contacted, "When can we meet?")).toBe(false);
  });
});

describe("the message form", () => {
  const recipientId = "6f1c1f5e-8d2a-4c1b-9a57-1c2d3e4f5a6b";

  it("trims the text and keeps its lines", () => {
    expect(sendMessageSchema.parse({ recipientId, body: "  Hello\nIs it available?  " })).toEqual({ recipientId, body: "Hello\nIs it available?" });
  });

  it.each([
    [{ recipientId, body: "   " }, "body", "Please enter a message"],
    [{ recipientId, body: "x".repeat(MESSAGE_MAX + 1) }, "body", "Keep your message under 2,000 characters"],
    [{ recipientId: "not-an-id", body: "Hi" }, "recipientId", "Cannot send message - recipient not found. Please try refreshing the page."],
    [{ body: "Hi" }, "recipientId", "Cannot send message - recipient not found. Please try refreshing the page."],
    [{ recipientId, body: 42 }, "body", "Please enter a message"],
  ])("%o is refused on %s with '%s'", (input, field, message) => {
    const parsed = sendMessageSchema.safeParse(input);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("takes 2,000 characters", () => {
    expect(sendMessageSchema.safeParse({ recipientId, body: "x".repeat(MESSAGE_MAX) }).success).toBe(true);
  });
});

describe("opening and blocking a conversation", () => {
  const otherUserId = "6f1c1f5e-8d2a-4c1b-9a57-1c2d3e4f5a6b";

  it("name the other person by id", () => {
    expect(conversationSchema.parse({ otherUserId })).toEqual({ otherUserId });
    expect(conversationSchema.safeParse({ otherUserId: "me" }).error?.issues[0]?.message).toBe("Cannot send message - recipient not found. Please try refreshing the page.");
    expect(blockUserSchema.parse({ otherUserId, blocked: true })).toEqual({ otherUserId, blocked: true });
    expect(blockUserSchema.safeParse({ otherUserId: "me", blocked: true }).error?.issues[0]?.message).toBe("Cannot send message - recipient not found. Please try refreshing the page.");
  });

  it("block says yes or no, nothing else", () => {
    expect(blockUserSchema.safeParse({ otherUserId, blocked: "yes" }).error?.issues[0]?.message).toBe("Failed to update blocking");
  });
});
