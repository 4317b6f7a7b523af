import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The spec's texts (the spec's error catalogue, the error catalogue) are defined once, in
// lib/messages/<area>.ts. A text the app does not use yet may be absent; one
// that is used appears as a literal exactly once.

const root = path.resolve(__dirname, "../..");

const SECTION_8 = [
  "Cart updated successfully", "Cart cleared successfully", "Failed to update cart", "Item removed from cart", "Failed to remove item from cart",
  "Failed to clear cart", "Failed to add to cart", "Your cart is empty",
  "Failed to update wishlist", "Failed to add to wishlist", "Failed to remove from wishlist", "Failed to remove item", "Wishlist cleared successfully",
  "Item removed from wishlist", "Failed to clear wishlist", "Failed to load wishlist", "Failed to move item to wishlist", "Failed to move item to cart",
  "Added to cart but failed to remove from wishlist",
  "Failed to load product details", "Link copied to clipboard!", "Product updated successfully", "Product deleted successfully", "An error occurred",
  "Failed to load shop data", "Failed to load shop statistics", "Shop settings updated successfully", "Failed to update shop settings",
  "Product added successfully", "Failed to add product", "Failed to delete product", "Failed to update product status", "Failed to load order details",
  "Failed to load order information",
  "Please log in to continue", "Failed to process purchase", "Failed to proceed to checkout", "Payment completed successfully!",
  "Payment failed. Please try again.", "Please check your phone for the M-Pesa prompt", "No checkout request ID received",
  "Failed to initiate payment. Please try again.", "Receipt number copied to clipboard", "Issue reported successfully!", "Failed to report issue",
  "Failed to update order status", "Seller phone number not found in profile", "No authenticated user", "Failed to load messages",
  "Failed to send message", "Message sent successfully!", "Please enter a message", "Failed to add category", "New category added",
  "Failed to load codes", "Failed to generate codes", "An error occurred during payment processing", "You have a new message",
  "Please confirm your email before logging in. Check your inbox for the confirmation link.", "Email not verified...", "Invalid email or password",
  "Connection Error - Please check your internet connection and try again.", "Successfully logged in!",
  "Confirmation email has been resent. Please check your inbox.", "Failed to resend confirmation email", "An error occurred while resending the email",
  "Failed to create account", "This email is already registered", "Invalid email or password format", "Too many requests. Please try again later.",
  "Server error. Please try again later.", "Account created successfully! Please check your email for the confirmation link.",
  "Failed to load campus locations", "Authentication failed. Please try again.", "No access token found in URL", "User information not found",
  "Failed to load profile information", "Failed to update profile information", "Profile completed successfully!",
  "Profile not found. Please sign in again or contact support.", "Logged out successfully", "Failed to log out",
  "Tutorial will restart on the home page", "Failed to restart tutorial", "Failed to load products", "No featured shops found", "No products found",
  "Order not found. Please return to your cart and try again.",
];

/** The templated texts, as the tail of their template literal. */
const TEMPLATES = [" added to cart`", " removed from cart`", " added to wishlist`", " removed from wishlist`", " moved to cart`", " moved to wishlist`", " is already in your wishlist`", "new access code(s)`"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const sources = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => ({ file: path.relative(root, file), text: readFileSync(file, "utf8") }));

function placesOf(needle: string): string[] {
  return sources.flatMap(({ file, text }) => (text.split(needle).length > 1 ? Array.from({ length: text.split(needle).length - 1 }, () => file) : []));
}

describe("the spec's texts", () => {
  it("each one the app uses is written once, in lib/messages", () => {
    const misplaced = [...SECTION_8.flatMap((text) => [`"${text}"`, `>${text}<`]), ...TEMPLATES]
      .map((needle) => ({ needle, places: placesOf(needle) }))
      .filter(({ places }) => places.length > 1 || places.some((file) => !file.startsWith("lib/messages/")));
    expect(misplaced).toEqual([]);
  });

  it("the texts in use are found at all (the search is not blind)", () => {
    expect(placesOf('"Failed to add to cart"')).toEqual(["lib/messages/cart.ts"]);
    expect(placesOf('"Too many requests. Please try again later."')).toEqual(["lib/messages/common.ts"]);
  });
});
