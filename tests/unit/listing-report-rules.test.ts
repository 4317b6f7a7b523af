import { detailsRequired, hiddenByReports, hiddenByStaff, HIDE_REASON_MAX, LISTING_REPORT_REASONS, REPORT_DETAILS_MAX, REPORTS_TO_HIDE, reportRefusal, statusAfterDismissal, stockStatusChange } from "@/lib/listing-reports/rules";
import { dismissListingReportsSchema, hideListingSchema, listingReportSchema } from "@/lib/validation/listing-reports";
import { LISTING_REPORT_MESSAGES, LISTING_REPORT_REASON_LABELS } from "@/lib/messages/listing-reports";

const PRODUCT = "3f2a1b0c-0000-4000-8000-000000000001";
const REPORT = "3f2a1b0c-0000-4000-8000-000000000002";
const NOW = new Date("2026-11-28T10:00:00Z");

describe("who may report a listing", () => {
  it("refuses the listing's own seller", () => {
    expect(reportRefusal({ sellerId: "seller", status: "active" }, "seller")).toBe("own-listing");
  });

  it("refuses a hidden listing, which nobody can see", () => {
    expect(reportRefusal({ sellerId: "seller", status: "hidden" }, "buyer")).toBe("unavailable");
  });

  it.each(["active", "sold", "out_of_stock"] as const)("lets anyone else report a %s listing", (status) => {
    expect(reportRefusal({ sellerId: "seller", status }, "buyer")).toBeNull();
  });
});

describe("hiding by reports", () => {
  it("takes three different reporters", () => {
    expect(REPORTS_TO_HIDE).toBe(3);
    expect(hiddenByReports("active", 2)).toBe(false);
    expect(hiddenByReports("active", 3)).toBe(true);
    expect(hiddenByReports("sold", 4)).toBe(true);
  });

  it("does not hide a listing already hidden again", () => {
    expect(hiddenByReports("hidden", 3)).toBe(false);
  });
});

describe("staff hiding a listing", () => {
  it("remembers the status it had", () => {
    expect(hiddenByStaff({ status: "out_of_stock", statusBeforeHidden: null, hiddenReason: null }, "Fake")).toEqual({ status: "hidden", statusBeforeHidden: "out_of_stock", hiddenReason: "Fake" });
  });

  it("keeps the status before the reports hid it", () => {
    expect(hiddenByStaff({ status: "hidden", statusBeforeHidden: "sold", hiddenReason: null }, "Scam")).toEqual({ status: "hidden", statusBeforeHidden: "sold", hiddenReason: "Scam" });
  });

  it("falls back to active for a hidden listing that lost its earlier status", () => {
    expect(hiddenByStaff({ status: "hidden", statusBeforeHidden: null, hiddenReason: "Old" }, "New").statusBeforeHidden).toBe("active");
  });
});

describe("staff dismissing reports", () => {
  it("brings back a listing the reports hid, to its earlier status", () => {
    expect(statusAfterDismissal({ status: "hidden", statusBeforeHidden: "out_of_stock", hiddenReason: null }, 0)).toBe("out_of_stock");
    expect(statusAfterDismissal({ status: "hidden", statusBeforeHidden: null, hiddenReason: null }, 0)).toBe("active");
  });

  it("leaves it hidden while three other reporters still hold it", () => {
    expect(statusAfterDismissal({ status: "hidden", statusBeforeHidden: "active", hiddenReason: null }, 3)).toBeNull();
    expect(statusAfterDismissal({ status: "hidden", statusBeforeHidden: "active", hiddenReason: null }, 2)).toBe("active");
  });

  it("leaves a listing staff hid hidden", () => {
    expect(statusAfterDismissal({ status: "hidden", statusBeforeHidden: "active", hiddenReason: "Prohibited" }, 0)).toBeNull();
  });

  it("changes nothing on a listing that is not hidden", () => {
    expect(statusAfterDismissal({ status: "active", statusBeforeHidden: null, hiddenReason: null }, 0)).toBeNull();
  });
});

describe("a stock change", () => {
  it("sells out a listing with none left, and puts a sold one back on sale", () => {
    expect(stockStatusChange(0, { status: "active", statusBeforeHidden: null }, NOW)).toEqual({ status: "sold", soldAt: NOW });
    expect(stockStatusChange(2, { status: "sold", statusBeforeHidden: null }, NOW)).toEqual({ status: "active", soldAt: null });
  });

  it("changes nothing otherwise", () => {
    expect(stockStatusChange(0, { status: "sold", statusBeforeHidden: null }, NOW)).toEqual({});
    expect(stockStatusChange(2, { status: "active", statusBeforeHidden: null }, NOW)).toEqual({});
    expect(stockStatusChange(null, { status: "sold", statusBeforeHidden: null }, NOW)).toEqual({});
    expect(stockStatusChange(null, { status: "active", statusBeforeHidden: null }, NOW)).toEqual({});
  });

  it("keeps a hidden listing hidden and changes the status it goes back to", () => {
    expect(stockStatusChange(0, { status: "hidden", statusBeforeHidden: "active" }, NOW)).toEqual({ statusBeforeHidden: "sold", soldAt: NOW });
    expect(stockStatusChange(3, { status: "hidden", statusBeforeHidden: "sold" }, NOW)).toEqual({ statusBeforeHidden: "active", soldAt: null });
    expect(stockStatusChange(0, { status: "hidden", statusBeforeHidden: null }, NOW)).toEqual({ statusBeforeHidden: "sold", soldAt: NOW });
    expect(stockStatusChange(3, { status: "hidden", statusBeforeHidden: null }, NOW)).toEqual({});
  });
});

describe("the report form", () => {
  it("offers the five reasons, each with its label, Other last", () => {
    expect(LISTING_REPORT_REASONS.map((reason) => LISTING_REPORT_REASON_LABELS[reason])).toEqual(["Prohibited item", "Suspected scam", "Wrong category", "Offensive", "Other"]);
    expect(LISTING_REPORT_REASONS.filter(detailsRequired)).toEqual(["other"]);
  });

  it("accepts a reason without details, and blank details as none", () => {
    expect(listingReportSchema.parse({ productId: PRODUCT, reason: "suspected_scam" })).toEqual({ productId: PRODUCT, reason: "suspected_scam" });
    expect(listingReportSchema.parse({ productId: PRODUCT, reason: "offensive", details: "   " }).details).toBeUndefined();
  });

  it("asks for details with Other", () => {
    const parsed = listingReportSchema.safeParse({ productId: PRODUCT, reason: "other", details: " " });
    expect(parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["details", LISTING_REPORT_MESSAGES.detailsRequired]]);
    expect(listingReportSchema.parse({ productId: PRODUCT, reason: "other", details: " Sells exam answers " }).details).toBe("Sells exam answers");
  });

  it("keeps details to 1,000 characters", () => {
    expect(REPORT_DETAILS_MAX).toBe(1000);
    expect(listingReportSchema.safeParse({ productId: PRODUCT, reason: "other", details: "x".repeat(1000) }).success).toBe(true);
    const parsed = listingReportSchema.safeParse({ productId: PRODUCT, reason: "other", details: "x".repeat(1001) });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(LISTING_REPORT_MESSAGES.detailsTooLong);
  });

  it("answers details that are not text with the details' message", () => {
    const parsed = listingReportSchema.safeParse({ productId: PRODUCT, reason: "offensive", details: 42 });
    expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual([LISTING_REPORT_MESSAGES.detailsTooLong]);
  });

  it("refuses an unknown reason or no reason with 'Choose a reason'", () => {
    for (const reason of ["spam", undefined]) {
      const parsed = listingReportSchema.safeParse({ productId: PRODUCT, reason });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(LISTING_REPORT_MESSAGES.reasonRequired);
    }
  });
});

describe("staff's decisions", () => {
  it("hide with a reason of at most 500 characters", () => {
    expect(HIDE_REASON_MAX).toBe(500);
    expect(hideListingSchema.parse({ productId: PRODUCT, reportIds: [REPORT], reason: " Counterfeit " }).reason).toBe("Counterfeit");
    const blank = hideListingSchema.safeParse({ productId: PRODUCT, reportIds: [REPORT], reason: "  " });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe(LISTING_REPORT_MESSAGES.hideReasonRequired);
    const long = hideListingSchema.safeParse({ productId: PRODUCT, reportIds: [REPORT], reason: "x".repeat(501) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(LISTING_REPORT_MESSAGES.hideReasonTooLong);
    expect(hideListingSchema.safeParse({ productId: PRODUCT, reportIds: [REPORT], reason: "x".repeat(500) }).success).toBe(true);
  });

  it("answer a reason or a list of reports that is not what the form sends with the decision's message", () => {
    const reason = hideListingSchema.safeParse({ productId: PRODUCT, reportIds: [REPORT], reason: 7 });
    expect(reason.success ? null : reason.error.issues.map((issue) => issue.message)).toEqual([LISTING_REPORT_MESSAGES.hideReasonRequired]);
    const ids = dismissListingReportsSchema.safeParse({ productId: PRODUCT, reportIds: REPORT });
    expect(ids.success ? null : ids.error.issues.map((issue) => issue.message)).toEqual([LISTING_REPORT_MESSAGES.decideFailed]);
  });

  it("name the reports they saw: at least one, at most a hundred", () => {
    expect(dismissListingReportsSchema.safeParse({ productId: PRODUCT, reportIds: [] }).success).toBe(false);
    expect(dismissListingReportsSchema.safeParse({ productId: PRODUCT, reportIds: Array(100).fill(REPORT) }).success).toBe(true);
    expect(dismissListingReportsSchema.safeParse({ productId: PRODUCT, reportIds: Array(101).fill(REPORT) }).success).toBe(false);
    expect(dismissListingReportsSchema.safeParse({ productId: PRODUCT, reportIds: ["not-an-id"] }).success).toBe(false);
  });
});
