import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "./client";
import type { Prisma } from "./generated/client";
import type { ProductStatus } from "./generated/enums";
import { enqueueEmail } from "./email-outbox";
import { EMAIL_EVENT_KEYS } from "@/lib/mail/email-kinds";
import { FALLBACK } from "@/lib/constants";
import { hiddenByReports, hiddenByStaff, reportRefusal, statusAfterDismissal, type ListingReportReason } from "@/lib/listing-reports/rules";
import type { StaffReportedListing } from "./types";

// Reported listings (docs/decisions/listing-reports.md): signed-in users' reports and staff's
// decisions. Every write locks the product row first (SELECT … FOR UPDATE), so reports of one
// listing and staff's decisions on it happen one after another: the third reporter's
// transaction counts the two before it, and a decision sees the reports as they are.

type Tx = Prisma.TransactionClient;

type LockedListing = { id: string; seller_id: string; name: string; status: ProductStatus; status_before_hidden: ProductStatus | null; hidden_reason: string | null };

async function lockListing(tx: Tx, productId: string): Promise<LockedListing | null> {
  const [row] = await tx.$queryRaw<LockedListing[]>`
    SELECT id, seller_id, name, status, status_before_hidden, hidden_reason FROM products WHERE id = ${productId}::uuid FOR UPDATE`;
  return row ?? null;
}

async function countOpenReporters(tx: Tx, productId: string): Promise<number> {
  const [row] = await tx.$queryRaw<Array<{ reporters: number }>>`
    SELECT count(DISTINCT reporter_id)::int AS reporters FROM listing_reports WHERE product_id = ${productId}::uuid AND status = 'open'`;
  return row?.reporters ?? 0;
}

export type ReportOutcome =
  | { ok: true; id: string; sellerId: string; hidden: boolean }
  | { ok: false; reason: "not-found" | "own-listing" | "unavailable" | "already-reported" };

/**
 * A signed-in user's report of a listing. One open report per user and listing (the unique index
 * on (product_id, reporter_id, open)): a second is refused, a new one allowed once staff decided.
 * The report that makes REPORTS_TO_HIDE different users hides the listing in the same
 * transaction, remembering the status it goes back to.
 */
export async function createListingReport(reporterId: string, productId: string, reason: ListingReportReason, details: string | null): Promise<ReportOutcome> {
  return db.$transaction(async (tx) => {
    const listing = await lockListing(tx, productId);
    if (!listing) return { ok: false as const, reason: "not-found" as const };
    const refusal = reportRefusal({ sellerId: listing.seller_id, status: listing.status }, reporterId);
    if (refusal) return { ok: false as const, reason: refusal };
    const [created] = await tx.$queryRaw<Array<{ id: string }>>`
      INSERT INTO listing_reports (id, product_id, reporter_id, reason, details)
      VALUES (${randomUUID()}::uuid, ${productId}::uuid, ${reporterId}::uuid, ${reason}::"ListingReportReason", ${details})
      ON CONFLICT (product_id, reporter_id, open) DO NOTHING
      RETURNING id`;
    if (!created) return { ok: false as const, reason: "already-reported" as const };
    const hide = hiddenByReports(listing.status, await countOpenReporters(tx, productId));
    if (hide) {
      await tx.$executeRaw`
        UPDATE products SET status = 'hidden', status_before_hidden = status, hidden_at = now(), hidden_reason = NULL, updated_at = now()
        WHERE id = ${productId}::uuid`;
    }
    return { ok: true as const, id: created.id, sellerId: listing.seller_id, hidden: hide };
  });
}

/** Listings with an open report, for the count beside the staff's link; read by the (status, created_at) index. */
export async function countReportedListings(): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ listings: number }>>`
    SELECT count(DISTINCT product_id)::int AS listings FROM listing_reports WHERE status = 'open'`;
  return row?.listings ?? 0;
}

/**
 * Staff's queue: each listing with open reports, the most reported first, then the one waiting
 * longest; with the listing, its seller and its open reports. Two statements whatever the count:
 * the ranking (from the (status, created_at) index), then the listings with their reports.
 */
export async function listReportedListings({ take = 50 }: { take?: number } = {}): Promise<StaffReportedListing[]> {
  const ranked = await db.$queryRaw<Array<{ product_id: string }>>`
    SELECT product_id FROM listing_reports WHERE status = 'open'
    GROUP BY product_id ORDER BY count(*) DESC, min(created_at) ASC, product_id LIMIT ${take}`;
  if (ranked.length === 0) return [];
  const products = await db.product.findMany({
    where: { id: { in: ranked.map((row) => row.product_id) } },
    select: {
      id: true,
      name: true,
      description: true,
      imageUrl: true,
      price: true,
      status: true,
      hiddenReason: true,
      seller: { select: { id: true, profile: { select: { fullName: true } }, shop: { select: { shopName: true } } } },
      listingReports: {
        where: { status: "open" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, reason: true, details: true, createdAt: true, reporter: { select: { profile: { select: { fullName: true } } } } },
      },
    },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return ranked.flatMap(({ product_id }) => {
    const product = byId.get(product_id);
    if (!product) return [];
    const { seller, listingReports, ...listing } = product;
    return [
      {
        product: listing,
        seller: { id: seller.id, name: seller.shop?.shopName ?? seller.profile?.fullName ?? FALLBACK.userName },
        reports: listingReports.map(({ reporter, ...report }) => ({ ...report, reporterName: reporter.profile?.fullName ?? FALLBACK.userName })),
      },
    ];
  });
}

export type DecisionOutcome = { ok: true; sellerId: string; productName: string; decided: number } | { ok: false; reason: "not-found" | "already-decided" };

/** Marks the open ones of `reportIds` (this listing's) decided; how many were still open. */
async function decideReports(tx: Tx, productId: string, reportIds: string[], status: "upheld" | "dismissed", staffId: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE listing_reports SET status = ${status}::"ListingReportStatus", open = NULL, decided_by_id = ${staffId}::uuid, decided_at = now()
    WHERE product_id = ${productId}::uuid AND id = ANY(${reportIds}::uuid[]) AND status = 'open'`;
}

/**
 * Staff hide the listing with a reason: the reports they saw are upheld, the listing leaves every
 * public list and page, and its seller is owed an email naming the reason (the staff member's
 * message is sent by the caller, see lib/actions/listing-reports.ts). Refused when those reports
 * were already decided (another staff member was first).
 */
export async function hideReportedListing(productId: string, reportIds: string[], staffId: string, reason: string): Promise<DecisionOutcome> {
  return db.$transaction(async (tx) => {
    const listing = await lockListing(tx, productId);
    if (!listing) return { ok: false as const, reason: "not-found" as const };
    const decided = await decideReports(tx, productId, reportIds, "upheld", staffId);
    if (decided === 0) return { ok: false as const, reason: "already-decided" as const };
    const hidden = hiddenByStaff({ status: listing.status, statusBeforeHidden: listing.status_before_hidden, hiddenReason: listing.hidden_reason }, reason);
    const hiddenAt = new Date();
    await tx.product.update({
      where: { id: productId },
      data: { status: hidden.status, statusBeforeHidden: hidden.statusBeforeHidden, hiddenReason: hidden.hiddenReason, hiddenAt },
      select: { id: true },
    });
    await enqueueEmail(tx, {
      kind: "listing-hidden",
      recipientId: listing.seller_id,
      eventKey: EMAIL_EVENT_KEYS.listingHidden(productId, hiddenAt),
      data: { productId, productName: listing.name, reason },
    });
    return { ok: true as const, sellerId: listing.seller_id, productName: listing.name, decided };
  });
}

/**
 * Staff dismiss the reports they saw: the listing stays listed, and one the reports hid comes back
 * to the status it had (unless enough other open reports still hold it). Refused when those
 * reports were already decided.
 */
export async function dismissListingReports(productId: string, reportIds: string[], staffId: string): Promise<DecisionOutcome> {
  return db.$transaction(async (tx) => {
    const listing = await lockListing(tx, productId);
    if (!listing) return { ok: false as const, reason: "not-found" as const };
    const decided = await decideReports(tx, productId, reportIds, "dismissed", staffId);
    if (decided === 0) return { ok: false as const, reason: "already-decided" as const };
    const back = statusAfterDismissal({ status: listing.status, statusBeforeHidden: listing.status_before_hidden, hiddenReason: listing.hidden_reason }, await countOpenReporters(tx, productId));
    if (back) {
      await tx.product.update({ where: { id: productId }, data: { status: back, statusBeforeHidden: null, hiddenAt: null, hiddenReason: null }, select: { id: true } });
    }
    return { ok: true as const, sellerId: listing.seller_id, productName: listing.name, decided };
  });
}
