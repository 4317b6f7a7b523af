import { readImageForm } from "@/lib/api/multipart";
import { respond, userRoute } from "@/lib/api/responses";
import { SHOP_MESSAGES } from "@/lib/messages/shop";
import { saveShopFromForm } from "@/lib/shop/shop-writes";

/** Creates or updates the signed-in seller's own shop (multipart: settings and an optional banner). */
export const PUT = userRoute(SHOP_MESSAGES.updateFailed, async (request, user) => {
  const form = await readImageForm(request, "banner");
  if (form instanceof Response) return form;
  return respond(await saveShopFromForm(user, form));
});
