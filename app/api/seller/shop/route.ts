import { imageFormLimit } from "@/lib/api/multipart";
import { respond } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { SELLER_MESSAGES, SHOP_MESSAGES } from "@/lib/messages/shop";
import { saveShopFromForm } from "@/lib/shop/shop-writes";

/** Creates or updates the signed-in seller's own shop (multipart: settings and an optional banner). */
export const PUT = userRoute(SHOP_MESSAGES.updateFailed)
  .role("seller", SELLER_MESSAGES.notASeller)
  .form(imageFormLimit("banner"))
  .handle(async ({ user, form }) => respond(await saveShopFromForm(user, form)));
