// Who is looking at a product or a shop decides which controls it shows
// (the spec's Product card screen):
//   visitor  signed out: buyer controls that ask them to log in, no seller email;
//   owner    the product's own seller: status menu, edit, delete; no cart, wishlist,
//            messaging or following their own shop;
//   buyer    anyone else signed in: wishlist, cart, Buy Now, Message Seller, Follow.
// The server still checks every write itself (see docs/decisions/server-enforces-rules.md); this only chooses what to show.

export type ViewerRole = "visitor" | "buyer" | "owner";

/** The viewer's role towards something sold by `sellerId`; `viewerId` is the signed-in user's id, if any. */
export function viewerRole(viewerId: string | null | undefined, sellerId: string): ViewerRole {
  if (!viewerId) return "visitor";
  return viewerId === sellerId ? "owner" : "buyer";
}
