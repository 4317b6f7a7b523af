/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
const reportListingAction = jest.fn();
jest.mock("@/lib/actions/listing-reports", () => ({ reportListingAction: (input: unknown) => reportListingAction(input) }));
// The dialog is loaded on demand in the app; here it renders at once.
jest.mock("next/dynamic", () => () => jest.requireActual("@/components/listing-reports/report-listing-dialog").ReportListingDialog);

import { ReportListing } from "@/components/product/report-listing";
import { toasts } from "@/tests/support/notify-mock";

// Report listing on a product page (docs/decisions/listing-reports.md): a visitor is sent to sign
// in; a signed-in user picks a reason, with details for Other, and a refusal shows in the dialog.

const PRODUCT_ID = "5d3f2b11-8c2e-4a57-9f0d-2e6c1a9b7d44";

beforeEach(() => {
  toasts.length = 0;
  reportListingAction.mockReset();
  push.mockReset();
});

async function open(user: ReturnType<typeof userEvent.setup>) {
  render(<ReportListing productId={PRODUCT_ID} productName="Bluetooth speaker" signedIn />);
  await user.click(screen.getByRole("button", { name: "Report listing" }));
  return screen.getByRole("dialog", { name: "Report this listing" });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("Report listing", () => {
  it("asks a visitor to sign in and come back to the listing, opening nothing", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReportListing productId={PRODUCT_ID} productName="Bluetooth speaker" signedIn={false} />);
    await user.click(screen.getByRole("button", { name: "Report listing" }));
    expect(toasts).toEqual([["error", "Please log in to report a listing"]]);
    expect(push).toHaveBeenCalledWith(`/auth?callbackUrl=${encodeURIComponent(`/product/${PRODUCT_ID}`)}`);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers the five reasons as one radio group", async () => {
    const dialog = await open(userEvent.setup({ delay: null }));
    const group = within(dialog).getByRole("radiogroup", { name: "Why are you reporting it?" });
    expect(within(group).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Prohibited item", "Suspected scam", "Wrong category", "Offensive", "Other"]);
  });

  it("without a reason, or with Other and no details, says so and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("Choose a reason")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("Tell us what is wrong with this listing")).toBeInTheDocument();
    expect(reportListingAction).not.toHaveBeenCalled();
  });

  it("sends the listing, the reason and the details, closes and thanks the reporter", async () => {
    reportListingAction.mockResolvedValueOnce({ data: { message: "Thank you: staff will look at this listing" } });
    const user = userEvent.setup({ delay: null });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("radio", { name: "Suspected scam" }));
    await user.type(within(dialog).getByLabelText(/^Details/), "Asks for money first");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await settle();
    expect(reportListingAction).toHaveBeenCalledWith({ productId: PRODUCT_ID, reason: "suspected_scam", details: "Asks for money first" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toasts).toEqual([["success", "Thank you: staff will look at this listing"]]);
  });

  it("shows a refusal (already reported) inside the dialog, which stays open", async () => {
    reportListingAction.mockResolvedValueOnce({ serverError: { message: "You have already reported this listing: staff will look at it" } });
    const user = userEvent.setup({ delay: null });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("radio", { name: "Offensive" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await settle();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("You have already reported this listing: staff will look at it");
    expect(screen.getByRole("dialog", { name: "Report this listing" })).toBeInTheDocument();
  });
});
