/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, within } from "@testing-library/react";
import { StaffNav } from "@/components/admin/staff-nav";
import { STAFF_PAGES } from "@/lib/messages/staff";

// The staff's navigation: every staff page, the one shown marked current, and the open issue
// reports counted beside their link, in its name too, so a screen reader hears the number.

describe("the staff navigation", () => {
  it("links every staff page and marks the one shown", () => {
    render(<StaffNav counts={{ openIssues: 0, reportedListings: 0, waitingVerifications: 0 }} currentPath="/admin/payouts" />);
    const nav = screen.getByRole("navigation", { name: "Staff pages" });
    expect(within(nav).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/admin/issues", "/admin/reports", "/admin/verifications", "/admin/payouts", "/admin/categories", "/admin/codes"]);
    expect(within(nav).getByRole("link", { name: "Payouts" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Access codes" })).not.toHaveAttribute("aria-current");
  });

  it("counts the open issue reports beside their link, and shows nothing when none are open", () => {
    const { rerender } = render(<StaffNav counts={{ openIssues: 3, reportedListings: 0, waitingVerifications: 0 }} />);
    const link = screen.getByRole("link", { name: "Issue reports, 3 open reports" });
    expect(link).toHaveTextContent("Issue reports3");
    rerender(<StaffNav counts={{ openIssues: 1, reportedListings: 0, waitingVerifications: 0 }} />);
    expect(screen.getByRole("link", { name: "Issue reports, 1 open report" })).toBeInTheDocument();
    rerender(<StaffNav counts={{ openIssues: 0, reportedListings: 0, waitingVerifications: 0 }} />);
    expect(screen.getByRole("link", { name: "Issue reports" })).toHaveTextContent(/^Issue reports$/);
    rerender(<StaffNav counts={{ openIssues: 250, reportedListings: 0, waitingVerifications: 0 }} />);
    expect(screen.getByRole("link", { name: "Issue reports, 250 open reports" })).toHaveTextContent("Issue reports99+");
  });

  it("has its own heading on the profile page, where a phone finds it", () => {
    render(<StaffNav counts={{ openIssues: 0, reportedListings: 0, waitingVerifications: 0 }} withHeading />);
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(within(nav).getByRole("heading", { name: "Staff" })).toBeInTheDocument();
    expect(within(nav).getAllByRole("link")).toHaveLength(STAFF_PAGES.length);
    expect(within(nav).queryByRole("link", { current: "page" })).toBeNull();
  });
});
