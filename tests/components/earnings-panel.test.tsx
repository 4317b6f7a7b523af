/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, within } from "@testing-library/react";
import { EarningsPanel } from "@/components/shop/earnings-panel";
import type { EarningsRow } from "@/lib/db/types";

// My shop's Earnings: the totals it is given (summed over every sale, not the page), each item's
// state in words, and the links between pages of older sales.

const row = (id: string, over: Partial<EarningsRow> = {}): EarningsRow => ({
  id,
  orderId: `${id.slice(0, 8)}-3f0e-4d0e-9d49-0c1f7b7f2a11`,
  productName: `Item ${id.slice(0, 4)}`,
  quantity: 1,
  createdAt: new Date("2026-11-27T10:00:00Z"),
  status: "delivered",
  subtotal: 1800,
  payoutDueAt: new Date("2026-11-29T10:00:00Z"),
  reported: false,
  refunded: false,
  payout: { status: "pending", amount: 1800, hasPhone: true, transactionId: null, completedAt: null },
  ...over,
});
const totals = { held: 12_345, paidThisMonth: 1_000, paidEver: 99_000 };
const firstId = "0b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11";
const rows = [
  row(firstId),
  row("1b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", { reported: true }),
  row("2b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", { status: "refunded" }),
  row("3b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", { status: "cancelled", payout: null }),
  row("4b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", { payout: { status: "completed", amount: 1800, hasPhone: true, transactionId: "TKA1B2C3D4", completedAt: new Date("2026-11-27T12:00:00Z") } }),
];

describe("My shop's Earnings", () => {
  it("shows the totals it is given and each item's state in words", () => {
    render(<EarningsPanel page={{ rows, next: null }} totals={totals} older={false} />);
    expect(screen.getByTestId("earnings-held")).toHaveTextContent("KES 12,345.00");
    expect(screen.getByTestId("earnings-paid-month")).toHaveTextContent("KES 1,000.00");
    expect(screen.getByTestId("earnings-paid-ever")).toHaveTextContent("KES 99,000.00");
    const states = within(screen.getByRole("list", { name: "Earnings by item" }))
      .getAllByTestId("earnings-state")
      .map((state) => state.textContent);
    expect(states).toEqual([expect.stringMatching(/^Held until 29 Nov 2026, \d{2}:\d{2}$/), "Held: the buyer reported a problem; staff decide", "Refunded to the buyer", "Cancelled", expect.stringMatching(/^Paid 27 Nov 2026, \d{2}:\d{2}$/)]);
    expect(screen.getByTestId("earnings-transaction")).toHaveTextContent("M-Pesa transaction TKA1B2C3D4");
    expect(screen.queryByRole("navigation", { name: "More sales" })).toBeNull();
  });

  it("a first page with more behind it links to the older sales after its last item", () => {
    render(<EarningsPanel page={{ rows: rows.slice(0, 1), next: { createdAt: new Date("2026-11-27T10:00:00.000Z"), id: firstId } }} totals={totals} older={false} />);
    const pages = screen.getByRole("navigation", { name: "More sales" });
    expect(within(pages).getByRole("link", { name: "Older sales" })).toHaveAttribute("href", `/myshop?tab=earnings&after=${encodeURIComponent(`2026-11-27T10:00:00.000Z_${firstId}`)}`);
    expect(within(pages).queryByRole("link", { name: "Back to the newest sales" })).toBeNull();
  });

  it("an older page links back to the newest, and the last page has no Older sales link", () => {
    render(<EarningsPanel page={{ rows: rows.slice(0, 1), next: null }} totals={totals} older />);
    const pages = screen.getByRole("navigation", { name: "More sales" });
    expect(within(pages).getByRole("link", { name: "Back to the newest sales" })).toHaveAttribute("href", "/myshop?tab=earnings");
    expect(within(pages).queryByRole("link", { name: "Older sales" })).toBeNull();
  });

  it("a seller with no sales reads that sales show here", () => {
    render(<EarningsPanel page={{ rows: [], next: null }} totals={{ held: 0, paidThisMonth: 0, paidEver: 0 }} older={false} />);
    expect(screen.getByText("No sales yet. When a buyer pays for one of your items it shows here.")).toBeInTheDocument();
  });
});
