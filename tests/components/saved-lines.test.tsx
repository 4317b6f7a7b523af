/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const actions = { removeFromWishlist: jest.fn(), moveToCart: jest.fn(), clearWishlist: jest.fn(), updateWishlistQuantity: jest.fn() };
jest.mock("@/lib/actions/wishlist", () => ({
  removeFromWishlistAction: (input: unknown) => actions.removeFromWishlist(input),
  moveToCartAction: (input: unknown) => actions.moveToCart(input),
  clearWishlistAction: (input: unknown) => actions.clearWishlist(input),
  updateWishlistQuantityAction: (input: unknown) => actions.updateWishlistQuantity(input),
}));
// The shared write hook also imports the cart's actions; none of them runs here.
jest.mock("@/lib/actions/cart", () => ({ addToCartAction: jest.fn() }));

import { WishlistView } from "@/components/wishlist/wishlist-view";
import type { CartViewLine } from "@/components/cart/line-item";
import { toasts } from "@/tests/support/notify-mock";

// The cart's and the wishlist's shared list (SavedLines), through the wishlist: changes show
// at once, a refused one is put back, and Clear asks first.

const line = (id: string, name: string, status: "active" | "sold" = "active"): CartViewLine => ({
  id,
  quantity: 1,
  product: { id: `p-${id}`, name, price: 1500, imageUrl: null, status },
});
const LINES = [line("1", "Casio fx-991ES"), line("2", "Statistics Formula Flash Cards", "sold")];

beforeEach(() => {
  toasts.length = 0;
  for (const action of Object.values(actions)) action.mockReset();
});

const items = () => within(screen.getByRole("list", { name: "Wishlist items" })).queryAllByRole("listitem");

describe("SavedLines (the wishlist)", () => {
  it("lists the lines with their quantity, move and remove; an unavailable product cannot move", () => {
    render(<WishlistView lines={LINES} />);
    expect(items()).toHaveLength(2);
    expect(screen.getByRole("spinbutton", { name: "Quantity of Casio fx-991ES" })).toHaveValue(1);
    expect(within(items()[0]!).getByRole("button", { name: "Move to Cart" })).toBeEnabled();
    expect(within(items()[1]!).getByRole("button", { name: "Not Available" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove Casio fx-991ES" })).toBeInTheDocument();
  });

  it("a removed line leaves at once and comes back with the server's message when it is refused", async () => {
    let answer!: (value: unknown) => void;
    actions.removeFromWishlist.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<WishlistView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Remove Casio fx-991ES" }));
    expect(actions.removeFromWishlist).toHaveBeenCalledWith({ productId: "p-1" });
    expect(items()).toHaveLength(1);
    await act(async () => answer({ serverError: { message: "Could not remove it" } }));
    expect(items()).toHaveLength(2);
    expect(toasts).toEqual([["error", "Could not remove it"]]);
  });

  it("Clear asks first, then empties the list", async () => {
    actions.clearWishlist.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup({ delay: null });
    render(<WishlistView lines={LINES} />);
    await user.click(screen.getByRole("button", { name: "Clear Wishlist" }));
    const dialog = screen.getByRole("dialog", { name: "Clear Wishlist" });
    expect(actions.clearWishlist).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Clear Wishlist" }));
    expect(actions.clearWishlist).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Your Wishlist is Empty")).toBeInTheDocument();
  });
});
