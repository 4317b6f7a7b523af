/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";

// The shopper hook's module also holds the server actions it calls; only its announce() is under test.
jest.mock("@/lib/actions/cart", () => ({}));
jest.mock("@/lib/actions/wishlist", () => ({}));

import { AppToaster } from "@/components/ui/app-toaster";
import { notify } from "@/components/ui/notify";
import { announce } from "@/components/cart/use-shopper-writes";

beforeEach(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  act(() => toast.remove());
});

test("the info toast is blue with a drawn icon, not the emoji that shows as a bare 'i' without an emoji font", async () => {
  render(<AppToaster />);
  act(() => {
    notify.info("Casio fx-991ES is already in your wishlist");
  });
  const message = await screen.findByText("Casio fx-991ES is already in your wishlist");
  const toastBox = message.closest('[role="status"]')?.parentElement as HTMLElement;
  expect(toastBox).toHaveStyle({ background: "#1d4ed8" });
  expect(toastBox.querySelector("svg")).not.toBeNull();
  expect(toastBox.textContent).not.toMatch(/ℹ/);
});

test("a shopper write that succeeds without a message shows no toast; one with a message shows it", async () => {
  render(<AppToaster />);
  act(() => announce({ ok: true }));
  act(() => announce({ ok: true, message: "Casio fx-991ES moved to cart" }));
  await screen.findByText("Casio fx-991ES moved to cart");
  expect(screen.getAllByRole("status")).toHaveLength(1);
});
