/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
const actions = { updateCartQuantity: jest.fn(), restoreCartLine: jest.fn(), removeFromCart: jest.fn() };
jest.mock("@/lib/actions/cart", () => ({
  addToCartAction: jest.fn(),
  clearCartAction: jest.fn(),
  removeFromCartAction: (input: unknown) => actions.removeFromCart(input),
  updateCartQuantityAction: (input: unknown) => actions.updateCartQuantity(input),
  restoreCartLineAction: (input: unknown) => actions.restoreCartLine(input),
}));
jest.mock("@/lib/actions/wishlist", () => ({ moveToWishlistAction: jest.fn(), addToWishlistAction: jest.fn(), removeFromWishlistAction: jest.fn() }));
jest.mock("@/lib/actions/checkout", () => ({ checkoutCartAction: jest.fn(), buyNowAction: jest.fn() }));
type Offer = { id: string; message: string; undoText: string; undoLabel: string; onUndo: () => void };
const offers: Offer[] = [];
jest.mock("@/components/ui/undo-toast", () => ({ offerUndo: (offer: Offer) => offers.push(offer) }));

import { CartView } from "@/components/cart/cart-view";
import type { CartViewLine } from "@/components/cart/line-item";
import { toasts } from "@/tests/support/notify-mock";

// "−" at quantity 1 in the cart (issue: it removed the line at once, with no way back): the line
// goes, the toast offers Undo, and Undo puts back exactly that line, where it stood.

const ADDED = new Date("2026-11-20T10:00:00.000Z");
const line = (id: string, name: string, quantity: number, createdAt: Date): CartViewLine => ({
  id,
  quantity,
  createdAt,
  product: { id: `p-${id}`, name, price: 1500, imageUrl: null, status: "active" },
});
const LINES = [line("1", "Casio fx-991ES", 2, new Date("2026-11-21T10:00:00.000Z")), line("2", "Calculus", 1, ADDED), line("3", "Lab coat", 1, new Date("2026-11-19T10:00:00.000Z"))];
const names = () => within(screen.getByRole("list", { name: "Cart items" })).getAllByRole("link").map((link) => link.textContent);

beforeEach(() => {
  toasts.length = 0;
  offers.length = 0;
  for (const action of Object.values(actions)) action.mockReset();
});

describe("the cart's − at quantity 1", () => {
  it("takes the line out and offers Undo in the toast instead of the plain message", async () => {
    actions.updateCartQuantity.mockResolvedValue({ data: { message: "Item removed from cart" } });
    const user = userEvent.setup({ delay: null });
    render(<CartView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of calculus" }));
    expect(actions.updateCartQuantity).toHaveBeenCalledWith({ productId: "p-2", quantity: 0 });
    expect(names()).toEqual(["Casio fx-991ES", "Lab coat"]);
    expect(offers).toEqual([expect.objectContaining({ id: "undo-p-2", message: "Item removed from cart", undoText: "Undo", undoLabel: "Undo: put Calculus back in your cart" })]);
    expect(toasts).toEqual([]);
  });

  it("Undo puts the line back where it stood with its quantity and first adding time, through the server", async () => {
    actions.updateCartQuantity.mockResolvedValue({ data: { message: "Item removed from cart" } });
    let answer!: (value: unknown) => void;
    actions.restoreCartLine.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<CartView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of calculus" }));
    act(() => offers[0]!.onUndo());
    expect(actions.restoreCartLine).toHaveBeenCalledWith({ productId: "p-2", quantity: 1, addedAt: ADDED });
    // At once, before the server answers.
    expect(names()).toEqual(["Casio fx-991ES", "Calculus", "Lab coat"]);
    expect(screen.getByRole("spinbutton", { name: "Quantity of Calculus" })).toHaveValue(1);
    await act(async () => answer({ data: { message: "Calculus is back in your cart" } }));
    expect(toasts).toEqual([["success", "Calculus is back in your cart"]]);
  });

  it("a second tap before the list redraws sends nothing more", async () => {
    let answer!: (value: unknown) => void;
    actions.updateCartQuantity.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<CartView lines={LINES} />);
    const minus = screen.getByRole("button", { name: "Decrease quantity of calculus" });
    act(() => {
      minus.click();
      minus.click();
    });
    expect(actions.updateCartQuantity).toHaveBeenCalledTimes(1);
    await act(async () => answer({ data: { message: "Item removed from cart" } }));
    expect(offers).toHaveLength(1);
  });

  it("a second tap that lands on the line which moved up under the finger changes nothing", async () => {
    actions.updateCartQuantity.mockResolvedValue({ data: { message: "Item removed from cart" } });
    const user = userEvent.setup({ delay: null });
    render(<CartView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of calculus" }));
    await user.click(screen.getByRole("button", { name: "Decrease quantity of lab coat" }));
    expect(actions.updateCartQuantity).toHaveBeenCalledTimes(1);
    expect(names()).toEqual(["Casio fx-991ES", "Lab coat"]);
  });

  it("a refused removal puts the line back and says why, with no Undo", async () => {
    actions.updateCartQuantity.mockResolvedValue({ serverError: { message: "Failed to update cart" } });
    const user = userEvent.setup({ delay: null });
    render(<CartView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of calculus" }));
    await waitFor(() => expect(names()).toEqual(["Casio fx-991ES", "Calculus", "Lab coat"]));
    expect(toasts).toEqual([["error", "Failed to update cart"]]);
    expect(offers).toEqual([]);
  });

  it("− above 1 only lowers the quantity, with the plain message", async () => {
    actions.updateCartQuantity.mockResolvedValue({ data: { message: "Cart updated successfully" } });
    const user = userEvent.setup({ delay: null });
    render(<CartView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of casio fx-991es" }));
    expect(actions.updateCartQuantity).toHaveBeenCalledWith({ productId: "p-1", quantity: 1 });
    expect(toasts).toEqual([["success", "Cart updated successfully"]]);
    expect(offers).toEqual([]);
  });
});
