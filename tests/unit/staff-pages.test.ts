import { STAFF_PAGES, staffPageCount, staffPageLabel } from "@/lib/messages/staff";

// Which staff links carry a count: only those with open work to count, and none before the counts are known.

const page = (href: string) => STAFF_PAGES.find((candidate) => candidate.href === href)!;

describe("the count beside a staff link", () => {
  it("is the open issue reports beside Issue reports", () => {
    expect(staffPageCount(page("/admin/issues"), { openIssues: 4, reportedListings: 0, waitingVerifications: 0 })).toBe(4);
    expect(staffPageLabel(page("/admin/issues"), { openIssues: 4, reportedListings: 0, waitingVerifications: 0 })).toBe("Issue reports, 4 open reports");
  });

  it("is nothing beside a page that counts nothing, whatever is open", () => {
    for (const href of ["/admin/payouts", "/admin/categories", "/admin/codes"]) {
      expect(staffPageCount(page(href), { openIssues: 4, reportedListings: 0, waitingVerifications: 0 })).toBe(0);
      expect(staffPageLabel(page(href), { openIssues: 4, reportedListings: 0, waitingVerifications: 0 })).toBe(page(href).label);
    }
  });

  it("is nothing while the counts are not known", () => {
    expect(staffPageCount(page("/admin/issues"), null)).toBe(0);
    expect(staffPageLabel(page("/admin/issues"), null)).toBe("Issue reports");
  });
});
