import { STAFF_PAGES, staffPageCount, staffPageLabel } from "@/lib/messages/staff";

// Which staff links carry a count: only those with open work to count, and none before the counts are known.

const page = (href: string) => STAFF_PAGES.find((candidate) => candidate.href === href)!;

describe("the count beside a staff link", () => {
  it("is the open issue reports beside Issue reports", () => {
    expect(staffPageCount(page("/admin/issues"), { openIssues: 4, reportedListings: 0, waitingVerifications: 0 })).toBe(4);
    expect(staffPageLabel(page("/admin/issues"), { openIssues: 4, reportedListings: 0, waitingVerifications: 0 })).toBe("Issue reports, 4 open reports");
  });

  it("is the listings waiting beside Reported listings and the businesses waiting beside Verifications, each read one or many", () => {
    const counts = { openIssues: 0, reportedListings: 1, waitingVerifications: 3 };
    expect(staffPageCount(page("/admin/reports"), counts)).toBe(1);
    expect(staffPageLabel(page("/admin/reports"), counts)).toBe("Reported listings, 1 listing waiting");
    expect(staffPageCount(page("/admin/verifications"), counts)).toBe(3);
    expect(staffPageLabel(page("/admin/verifications"), counts)).toBe("Verifications, 3 businesses waiting");
    expect(staffPageLabel(page("/admin/issues"), { ...counts, openIssues: 1 })).toBe("Issue reports, 1 open report");
    expect(staffPageLabel(page("/admin/reports"), { ...counts, reportedListings: 2 })).toBe("Reported listings, 2 listings waiting");
    expect(staffPageLabel(page("/admin/verifications"), { ...counts, waitingVerifications: 1 })).toBe("Verifications, 1 business waiting");
  });

  it("is nothing beside a page that counts nothing, whatever is open", () => {
    for (const href of ["/admin/payouts", "/admin/categories", "/admin/codes"]) {
      expect(staffPageCount(page(href), { openIssues: 4, reportedListings: 2, waitingVerifications: 5 })).toBe(0);
      expect(staffPageLabel(page(href), { openIssues: 4, reportedListings: 2, waitingVerifications: 5 })).toBe(page(href).label);
    }
  });

  it("is nothing while the counts are not known", () => {
    expect(staffPageCount(page("/admin/issues"), null)).toBe(0);
    expect(staffPageLabel(page("/admin/issues"), null)).toBe("Issue reports");
  });
});
