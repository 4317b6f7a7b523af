import {
  DECIDED_STATUS,
  REFUSAL_REASON_MAX,
  decisionRefusal,
  offersDocumentUpload,
  sendRefusal,
  verificationCardState,
  type VerificationCardState,
} from "@/lib/verifications/rules";
import { VERIFICATION_DOCUMENT_FIELD, approveVerificationSchema, refuseVerificationSchema } from "@/lib/validation/verifications";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";

const WHOLESALER = "0b7c6a1e-0000-4000-8000-000000000001";
const STAFF = "0b7c6a1e-0000-4000-8000-000000000002";

describe("staff's decision on a wholesaler", () => {
  const waiting = { id: WHOLESALER, status: "pending" as const, documentCount: 1 };

  it("is taken on a wholesaler still waiting with a document, either way", () => {
    expect(decisionRefusal(waiting, STAFF, "approve")).toBeNull();
    expect(decisionRefusal(waiting, STAFF, "refuse")).toBeNull();
  });

  it("is refused once another decision was taken: verified or refused alike", () => {
    for (const status of ["verified", "rejected"] as const) {
      expect(decisionRefusal({ ...waiting, status }, STAFF, "approve")).toBe("already-decided");
      expect(decisionRefusal({ ...waiting, status }, STAFF, "refuse")).toBe("already-decided");
    }
  });

  it("is refused to a staff member deciding on their own business", () => {
    expect(decisionRefusal(waiting, WHOLESALER, "approve")).toBe("own-business");
    expect(decisionRefusal(waiting, WHOLESALER, "refuse")).toBe("own-business");
  });

  it("approves only what a document shows, while a refusal may say none came", () => {
    expect(decisionRefusal({ ...waiting, documentCount: 0 }, STAFF, "approve")).toBe("no-documents");
    expect(decisionRefusal({ ...waiting, documentCount: 0 }, STAFF, "refuse")).toBeNull();
  });

  it("says already decided before anything else, so the second of two staff reads why", () => {
    expect(decisionRefusal({ id: WHOLESALER, status: "verified", documentCount: 0 }, WHOLESALER, "approve")).toBe("already-decided");
    expect(decisionRefusal({ id: WHOLESALER, status: "pending", documentCount: 0 }, WHOLESALER, "approve")).toBe("own-business");
  });

  it("leaves verified after approval and rejected after refusal", () => {
    expect(DECIDED_STATUS).toEqual({ approve: "verified", refuse: "rejected" });
  });
});

describe("sending new documents", () => {
  it("is open after a refusal, whatever was sent before", () => {
    expect(sendRefusal({ status: "rejected", documentCount: 3 })).toBeNull();
    expect(sendRefusal({ status: "rejected", documentCount: 0 })).toBeNull();
  });

  it("is open while waiting with no document on file", () => {
    expect(sendRefusal({ status: "pending", documentCount: 0 })).toBeNull();
  });

  it("is closed while staff have documents to look at, and for a verified business", () => {
    expect(sendRefusal({ status: "pending", documentCount: 1 })).toBe("under-review");
    expect(sendRefusal({ status: "verified", documentCount: 1 })).toBe("verified");
    expect(sendRefusal({ status: "verified", documentCount: 0 })).toBe("verified");
  });
});

describe("the wholesaler's profile card", () => {
  it("says verified, refused with staff's reason, under review, or that documents are needed", () => {
    expect(verificationCardState({ status: "verified", reason: null, documentCount: 1 })).toEqual({ kind: "verified" });
    expect(verificationCardState({ status: "rejected", reason: "The licence has expired", documentCount: 1 })).toEqual({ kind: "refused", reason: "The licence has expired" });
    expect(verificationCardState({ status: "rejected", reason: null, documentCount: 1 })).toEqual({ kind: "refused", reason: "" });
    expect(verificationCardState({ status: "pending", reason: null, documentCount: 2 })).toEqual({ kind: "under-review" });
    expect(verificationCardState({ status: "pending", reason: null, documentCount: 0 })).toEqual({ kind: "waiting-for-documents" });
  });

  it("offers the upload form exactly where sending is open", () => {
    const cases: Array<[VerificationCardState, boolean]> = [
      [{ kind: "refused", reason: "Blurred" }, true],
      [{ kind: "waiting-for-documents" }, true],
      [{ kind: "under-review" }, false],
      [{ kind: "verified" }, false],
    ];
    for (const [state, offered] of cases) expect(offersDocumentUpload(state)).toBe(offered);
    for (const status of ["pending", "verified", "rejected"] as const) {
      for (const documentCount of [0, 1]) {
        const state = verificationCardState({ status, reason: "r", documentCount });
        expect({ status, documentCount, offered: offersDocumentUpload(state) }).toEqual({ status, documentCount, offered: sendRefusal({ status, documentCount }) === null });
      }
    }
  });
});

describe("the decision forms", () => {
  it("approve names one wholesaler by id", () => {
    expect(approveVerificationSchema.safeParse({ wholesalerId: WHOLESALER }).success).toBe(true);
    const wrong = approveVerificationSchema.safeParse({ wholesalerId: "not-an-id" });
    expect(wrong.error?.issues[0]?.message).toBe(VERIFICATION_MESSAGES.notFound);
  });

  it("refuse needs a reason, trimmed, of at most 500 characters", () => {
    expect(REFUSAL_REASON_MAX).toBe(500);
    expect(refuseVerificationSchema.parse({ wholesalerId: WHOLESALER, reason: "  The licence has expired\n  " }).reason).toBe("The licence has expired");
    expect(refuseVerificationSchema.safeParse({ wholesalerId: WHOLESALER, reason: "x".repeat(500) }).success).toBe(true);
    const long = refuseVerificationSchema.safeParse({ wholesalerId: WHOLESALER, reason: "x".repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(VERIFICATION_MESSAGES.reasonTooLong);
    for (const reason of ["", "   \n ", undefined]) {
      const blank = refuseVerificationSchema.safeParse({ wholesalerId: WHOLESALER, reason });
      expect(blank.error?.issues[0]?.message).toBe(VERIFICATION_MESSAGES.reasonRequired);
    }
  });

  it("sends the new document under sign-up's field name, so both uploads read the same form field", () => {
    expect(VERIFICATION_DOCUMENT_FIELD).toBe("documentFile");
  });

  it("keeps line breaks in the reason and drops control characters", () => {
    expect(refuseVerificationSchema.parse({ wholesalerId: WHOLESALER, reason: "Licence expired.\nSend the 2026 one.\u0000" }).reason).toBe("Licence expired.\nSend the 2026 one.");
  });
});
