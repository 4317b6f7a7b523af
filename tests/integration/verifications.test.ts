import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";
import { putObject } from "@/lib/storage";
import { getProductDetail, getSellerPage, listSellerProducts } from "@/lib/db/products";
import { countWaitingVerifications, getOwnVerification, listRecentVerificationDecisions, listWaitingVerifications } from "@/lib/db/verifications";
import { renderEventEmail } from "@/lib/mail/event-emails";
import type { EmailPayloads } from "@/lib/mail/email-kinds";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { serverOnly } from "@/tests/support/database-kind";
import { createProduct, createUser } from "./factories";

// Verified businesses (docs/decisions/verified-businesses.md) against PostgreSQL: staff's
// decisions and the badge the trigger derives from them, read where cards and pages read it;
// the refusal's reason in the outbox and the profile; new documents through the route handler,
// back in staff's queue; two staff deciding at once; and everyone else refused.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
const afterTasks: Array<Promise<unknown>> = [];
jest.mock("next/server", () => {
  const actual = jest.requireActual("next/server");
  return { ...actual, after: (task: () => Promise<unknown>) => afterTasks.push(Promise.resolve().then(task)) };
});

import { approveVerificationAction, refuseVerificationAction } from "@/lib/actions/verifications";
import { POST as sendDocumentPost } from "@/app/api/uploads/verification-documents/route";

const STAFF = { isStaff: true };
const WHOLESALER = { isSeller: true, accountType: "wholesaler" as const };
const PDF = new TextEncoder().encode("%PDF-1.4\n% business licence, renewed\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

// The decisions send the outbox after the response; earlier files' unsent emails in this
// worker's database would go with them through SMTP and outlast a hook's timeout.
beforeAll(async () => {
  await db.emailOutbox.deleteMany({});
});

afterEach(async () => {
  await Promise.allSettled(afterTasks.splice(0));
  signOut();
});

/** A wholesaler waiting for staff, with one business licence on file (documents sent a minute ago, or `sentAt`). */
async function waitingWholesaler({ documents = 1, sentAt = new Date(Date.now() - 60_000), businessName = `Baraka Supplies ${randomBytes(3).toString("hex")}` } = {}) {
  const user = await createUser({ isSeller: true, accountType: "wholesaler", fullName: "Baraka Mwangi" });
  await db.wholesalerDetails.create({ data: { userId: user.id, businessName, businessLicenseNumber: "BL-2026-000417", businessPhone: "254722000111", documentsSentAt: sentAt } });
  for (let index = 0; index < documents; index += 1) {
    const storageKey = `${user.id}_${Date.now()}_${randomBytes(4).toString("hex")}.pdf`;
    await putObject("verification-documents", storageKey, PDF, "application/pdf");
    await db.verificationDocument.create({ data: { userId: user.id, documentType: "business_license", storageKey, contentType: "application/pdf", sizeBytes: PDF.length } });
  }
  return { ...user, businessName };
}

const staffMember = () => createUser({ role: "staff", fullName: "Wanjiku Staff" });
const detailsOf = (userId: string) => db.wholesalerDetails.findUniqueOrThrow({ where: { userId } });
const reputationOf = (sellerId: string) => db.sellerReputation.findUnique({ where: { sellerId }, select: { verifiedBusiness: true } });
const emailsTo = (recipientId: string) => db.emailOutbox.findMany({ where: { recipientId }, orderBy: { createdAt: "asc" }, select: { kind: true, payload: true, eventKey: true } });

async function storedDocuments(): Promise<string[]> {
  return (await readdir(path.join(path.resolve(process.env.STORAGE_DIR!), "verification-documents")).catch(() => [])).sort();
}

function documentRequest(file?: File | string) {
  const body = new FormData();
  if (file !== undefined) body.set("documentFile", file);
  return new Request("http://localhost/api/uploads/verification-documents", { method: "POST", body });
}

async function sendDocument(file?: File | string) {
  const response = await sendDocumentPost(documentRequest(file));
  return { status: response.status, body: (await response.json()) as { ok: boolean; message?: string; fieldErrors?: Record<string, string>; data?: { documentId: string } } };
}

const licence = (bytes: Uint8Array<ArrayBuffer> = PDF, name = "licence.pdf", type = "application/pdf") => new File([bytes], name, { type });

describe("staff approve a waiting wholesaler", () => {
  it("makes them verified, decided by whom and when; the trigger gives the badge the public card, product page and seller page read", async () => {
    const wholesaler = await waitingWholesaler();
    const product = await createProduct(wholesaler.id);
    expect(await reputationOf(wholesaler.id)).toEqual({ verifiedBusiness: false });
    const staff = await staffMember();
    signInAs(staff, STAFF);

    expect(await run(approveVerificationAction, { wholesalerId: wholesaler.id })).toEqual({ ok: true, message: VERIFICATION_MESSAGES.approved(wholesaler.businessName) });

    expect(await detailsOf(wholesaler.id)).toMatchObject({ verificationStatus: "verified", verificationReason: null, verificationDecidedById: staff.id, verificationDecidedAt: expect.any(Date) });
    expect(await reputationOf(wholesaler.id)).toEqual({ verifiedBusiness: true });
    const cards = await listSellerProducts(wholesaler.id);
    expect(cards.products.find((card) => card.id === product.id)?.sellerReputation.verifiedBusiness).toBe(true);
    expect((await getProductDetail(product.id))?.sellerReputation.verifiedBusiness).toBe(true);
    expect((await getSellerPage(wholesaler.id)).seller?.reputation.verifiedBusiness).toBe(true);
    // The documents looked at take the decision; the wholesaler leaves the queue and shows among the decisions.
    expect(await db.verificationDocument.findMany({ where: { userId: wholesaler.id }, select: { verificationStatus: true } })).toEqual([{ verificationStatus: "verified" }]);
    expect((await listWaitingVerifications()).map((row) => row.wholesalerId)).not.toContain(wholesaler.id);
    expect((await listRecentVerificationDecisions(50)).find((row) => row.wholesalerId === wholesaler.id)).toMatchObject({ status: "verified", decidedByName: "Wanjiku Staff", reason: null });
  });

  it("tells the wholesaler by email, once, from the outbox written with the decision", async () => {
    const wholesaler = await waitingWholesaler();
    signInAs(await staffMember(), STAFF);
    await run(approveVerificationAction, { wholesalerId: wholesaler.id });
    const emails = await emailsTo(wholesaler.id);
    expect(emails).toEqual([{ kind: "verification-approved", payload: { businessName: wholesaler.businessName }, eventKey: expect.stringMatching(`^verification-approved:${wholesaler.id}:`) }]);
  });

  it("is refused without a document to look at, and for a staff member's own business", async () => {
    const empty = await waitingWholesaler({ documents: 0 });
    signInAs(await staffMember(), STAFF);
    expect(await run(approveVerificationAction, { wholesalerId: empty.id })).toEqual({ ok: false, message: VERIFICATION_MESSAGES.nothingToApprove });
    expect((await detailsOf(empty.id)).verificationStatus).toBe("pending");

    const ownBusiness = await waitingWholesaler();
    signInAs(ownBusiness, STAFF);
    expect(await run(approveVerificationAction, { wholesalerId: ownBusiness.id })).toEqual({ ok: false, message: VERIFICATION_MESSAGES.ownBusiness });
    expect(await reputationOf(ownBusiness.id)).toEqual({ verifiedBusiness: false });
  });

  it("names a wholesaler who does not exist as not found", async () => {
    signInAs(await staffMember(), STAFF);
    expect(await run(approveVerificationAction, { wholesalerId: "00000000-0000-4000-8000-000000000000" })).toEqual({ ok: false, message: VERIFICATION_MESSAGES.notFound });
  });
});

describe("the staff's queue", () => {
  it("lists waiting wholesalers longest waiting first, with their details and documents newest first", async () => {
    const older = await waitingWholesaler({ sentAt: new Date("2020-01-01T08:00:00Z"), documents: 2 });
    const newer = await waitingWholesaler({ sentAt: new Date("2020-01-02T08:00:00Z") });
    const waiting = await listWaitingVerifications();
    const ours = waiting.filter((row) => [older.id, newer.id].includes(row.wholesalerId));
    expect(ours.map((row) => row.wholesalerId)).toEqual([older.id, newer.id]);
    expect(ours[0]).toMatchObject({ businessName: older.businessName, licenceNumber: "BL-2026-000417", contactName: "Baraka Mwangi", accountEmail: older.email, businessPhone: "254722000111", signedUpAt: expect.any(Date) });
    expect(ours[0]!.documents).toHaveLength(2);
    expect(ours[0]!.documents[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(ours[0]!.documents[1]!.createdAt.getTime());
    expect(await countWaitingVerifications()).toBeGreaterThanOrEqual(2);
  });
});

describe("staff refuse a waiting wholesaler", () => {
  it("stores the reason, keeps the badge off and selling open, and queues an email naming the reason", async () => {
    const wholesaler = await waitingWholesaler();
    const product = await createProduct(wholesaler.id);
    const staff = await staffMember();
    signInAs(staff, STAFF);
    const reason = "The licence photo is blurred: send a sharper scan of the 2026 licence.";

    expect(await run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: `  ${reason}  ` })).toEqual({ ok: true, message: VERIFICATION_MESSAGES.refused(wholesaler.businessName) });

    expect(await detailsOf(wholesaler.id)).toMatchObject({ verificationStatus: "rejected", verificationReason: reason, verificationDecidedById: staff.id });
    expect(await reputationOf(wholesaler.id)).toEqual({ verifiedBusiness: false });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).status).toBe("active");
    expect(await getOwnVerification(wholesaler.id)).toMatchObject({ status: "rejected", reason });

    const [email] = await emailsTo(wholesaler.id);
    expect(email).toMatchObject({ kind: "verification-refused", payload: { businessName: wholesaler.businessName, reason } });
    const rendered = renderEventEmail("verification-refused", email!.payload as EmailPayloads["verification-refused"], { username: "Baraka", site: "https://campus.example", unsubscribe: { link: "https://campus.example/u", topicTitle: "Business verification" } });
    expect(rendered.text).toContain(reason);
    expect(rendered.text).toContain("https://campus.example/profile");
  });

  it("needs a reason of at most 500 characters, and changes nothing without one", async () => {
    const wholesaler = await waitingWholesaler();
    signInAs(await staffMember(), STAFF);
    expect(await run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: "   " })).toMatchObject({ ok: false, fieldErrors: { reason: VERIFICATION_MESSAGES.reasonRequired } });
    expect(await run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: "x".repeat(501) })).toMatchObject({ ok: false, fieldErrors: { reason: VERIFICATION_MESSAGES.reasonTooLong } });
    expect((await detailsOf(wholesaler.id)).verificationStatus).toBe("pending");
    expect(await emailsTo(wholesaler.id)).toEqual([]);
  });
});

describe("a refused wholesaler sends new documents", () => {
  async function refused() {
    const wholesaler = await waitingWholesaler();
    signInAs(await staffMember(), STAFF);
    await run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: "The licence has expired" });
    signInAs(wholesaler, WHOLESALER);
    return wholesaler;
  }

  it("stores the file, and puts them back in staff's queue: waiting, sent now, the reason and decision cleared", async () => {
    const wholesaler = await refused();
    const before = new Date();
    const { status, body } = await sendDocument(licence(PNG, "licence.png", "image/png"));
    expect({ status, ok: body.ok, message: body.message }).toEqual({ status: 201, ok: true, message: VERIFICATION_MESSAGES.sent });

    const details = await detailsOf(wholesaler.id);
    expect(details).toMatchObject({ verificationStatus: "pending", verificationReason: null, verificationDecidedAt: null, verificationDecidedById: null });
    expect(details.documentsSentAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const documents = await db.verificationDocument.findMany({ where: { userId: wholesaler.id }, orderBy: { createdAt: "asc" } });
    expect(documents.map((document) => [document.contentType, document.verificationStatus])).toEqual([
      ["application/pdf", "rejected"],
      ["image/png", "pending"],
    ]);
    expect(documents[1]!.id).toBe(body.data!.documentId);
    expect(await storedDocuments()).toContain(documents[1]!.storageKey);
    const queued = (await listWaitingVerifications()).find((row) => row.wholesalerId === wholesaler.id);
    expect(queued?.documents.map((document) => document.id)).toEqual([documents[1]!.id, documents[0]!.id]);
    expect(await getOwnVerification(wholesaler.id)).toMatchObject({ status: "pending", reason: null });
  });

  it("refuses a file that is not a PNG, JPG or PDF by its bytes, or no file, storing nothing", async () => {
    const wholesaler = await refused();
    const files = await storedDocuments();
    const renamed = await sendDocument(licence(new TextEncoder().encode("not really a pdf"), "licence.pdf"));
    expect(renamed).toMatchObject({ status: 422, body: { ok: false, fieldErrors: { documentFile: VERIFICATION_MESSAGES.documentNotImageOrPdf } } });
    expect(await sendDocument()).toMatchObject({ status: 422, body: { ok: false, fieldErrors: { documentFile: VERIFICATION_MESSAGES.documentRequired } } });
    expect(await sendDocument("just text")).toMatchObject({ status: 422, body: { ok: false } });
    expect(await storedDocuments()).toEqual(files);
    expect(await detailsOf(wholesaler.id)).toMatchObject({ verificationStatus: "rejected", verificationReason: "The licence has expired" });
  });

  it("is refused while staff have documents to look at, and to a verified business", async () => {
    const waiting = await waitingWholesaler();
    signInAs(waiting, WHOLESALER);
    expect(await sendDocument(licence())).toMatchObject({ status: 409, body: { ok: false, message: VERIFICATION_MESSAGES.underReview } });

    const verified = await waitingWholesaler();
    signInAs(await staffMember(), STAFF);
    await run(approveVerificationAction, { wholesalerId: verified.id });
    signInAs(verified, WHOLESALER);
    expect(await sendDocument(licence())).toMatchObject({ status: 409, body: { ok: false, message: VERIFICATION_MESSAGES.alreadyVerified } });
    expect(await db.verificationDocument.count({ where: { userId: { in: [waiting.id, verified.id] } } })).toBe(2);
  });

  it("is open to a wholesaler waiting with no document on file", async () => {
    const wholesaler = await waitingWholesaler({ documents: 0 });
    signInAs(wholesaler, WHOLESALER);
    expect(await sendDocument(licence())).toMatchObject({ status: 201, body: { ok: true } });
    expect(await db.verificationDocument.count({ where: { userId: wholesaler.id } })).toBe(1);
  });

  it("is refused to a visitor and to anyone who is not a wholesaler, storing nothing", async () => {
    await refused();
    const files = await storedDocuments();
    signOut();
    expect(await sendDocument(licence())).toMatchObject({ status: 401, body: { ok: false, message: VERIFICATION_MESSAGES.signedOut } });
    const student = await createUser({ isSeller: true });
    signInAs(student, { isSeller: true });
    expect(await sendDocument(licence())).toMatchObject({ status: 403, body: { ok: false, message: VERIFICATION_MESSAGES.notAWholesaler } });
    expect(await db.verificationDocument.count({ where: { userId: student.id } })).toBe(0);
    expect(await storedDocuments()).toEqual(files);
  });
});

describe("who may decide", () => {
  it("refuses everyone but staff, whatever the page showed, and changes nothing", async () => {
    const wholesaler = await waitingWholesaler();
    const others = [await createUser(), await createUser({ isSeller: true }), wholesaler];
    for (const user of others) {
      signInAs(user, user === wholesaler ? WHOLESALER : {});
      expect(await run(approveVerificationAction, { wholesalerId: wholesaler.id })).toEqual({ ok: false, message: VERIFICATION_MESSAGES.decideFailed });
      expect(await run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: "No" })).toEqual({ ok: false, message: VERIFICATION_MESSAGES.decideFailed });
    }
    signOut();
    expect(await run(approveVerificationAction, { wholesalerId: wholesaler.id })).toMatchObject({ ok: false });
    expect(await detailsOf(wholesaler.id)).toMatchObject({ verificationStatus: "pending", verificationDecidedAt: null });
    expect(await reputationOf(wholesaler.id)).toEqual({ verifiedBusiness: false });
    expect(await emailsTo(wholesaler.id)).toEqual([]);
  });

  it("tells the second staff member that the business was already decided", async () => {
    const wholesaler = await waitingWholesaler();
    signInAs(await staffMember(), STAFF);
    await run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: "Expired" });
    signInAs(await staffMember(), STAFF);
    expect(await run(approveVerificationAction, { wholesalerId: wholesaler.id })).toEqual({ ok: false, message: VERIFICATION_MESSAGES.alreadyDecided });
    expect(await detailsOf(wholesaler.id)).toMatchObject({ verificationStatus: "rejected", verificationReason: "Expired" });
  });

  serverOnly("of two staff deciding at once, exactly one decides, the other is told, and one email goes", async () => {
    for (let round = 0; round < 3; round += 1) {
      const wholesaler = await waitingWholesaler();
      const [first, second] = [await staffMember(), await staffMember()];
      const decide = async (staff: { id: string; email: string }, approve: boolean) => {
        signInAs(staff, STAFF);
        return approve ? run(approveVerificationAction, { wholesalerId: wholesaler.id }) : run(refuseVerificationAction, { wholesalerId: wholesaler.id, reason: "Expired" });
      };
      // The stubbed session is one for the process, so both calls may run as the second member: still two staff decisions racing.
      const results = await Promise.all([decide(first, true), decide(second, false)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toEqual({ ok: false, message: VERIFICATION_MESSAGES.alreadyDecided });
      const details = await detailsOf(wholesaler.id);
      expect(details.verificationStatus).toBe(results[0]!.ok ? "verified" : "rejected");
      expect(await reputationOf(wholesaler.id)).toEqual({ verifiedBusiness: details.verificationStatus === "verified" });
      expect(await emailsTo(wholesaler.id)).toHaveLength(1);
    }
  });
});
