/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen } from "@testing-library/react";
import { PayoutNotice } from "@/components/orders/payout-notice";

// The seller's payout state is read on the page, not announced again on every refresh.

describe("the seller's payout notice", () => {
  it("shows the payout's state without a live region, so a refresh does not announce it again", () => {
    render(
      <PayoutNotice tone="warning" kind="on-hold">
        Payout on hold: the buyer reported a problem
      </PayoutNotice>,
    );
    expect(screen.getByTestId("payout-status")).toHaveTextContent("Payout on hold: the buyer reported a problem");
    expect(screen.getByTestId("payout-status")).toHaveAttribute("data-kind", "on-hold");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
