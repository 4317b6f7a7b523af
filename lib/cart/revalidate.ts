import "server-only";
import { revalidatePath } from "next/cache";

/** Every page shows the cart badge and the wishlist hearts, so a cart or wishlist write refreshes the layout. */
export function refreshShopperPages() {
  revalidatePath("/", "layout");
}
