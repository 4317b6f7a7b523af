import { getCurrentUser } from "@/lib/auth/session";
import { apiError, apiSuccess } from "@/lib/api/responses";
import { readImageForm } from "@/lib/api/multipart";
import { saveShopFromForm } from "@/lib/shop/shop-writes";
import { SHOP_MESSAGES } from "@/lib/messages/shop";

/** Creates or updates the signed-in seller's own shop (multipart: settings and an optional banner). */
export async function PUT(request: Request) {
  const user = await getCurrentUser();
  if (!user) return apiError(401, "unauthenticated", SHOP_MESSAGES.updateFailed);
  const form = await readImageForm(request, "banner");
  if (form instanceof Response) return form;
  const result = await saveShopFromForm(user, form);
  if (!result.ok) return apiError(result.status, "shop_not_saved", result.message, { fieldErrors: result.fieldErrors });
  return apiSuccess({ shop: result.data, message: result.message });
}
