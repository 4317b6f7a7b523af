import { imageFormLimit } from "@/lib/api/multipart";
import { apiError, respond } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { saveProductFromForm } from "@/lib/shop/product-writes";
import { isUuid } from "@/lib/validation/ids";

/** Updates one of the signed-in seller's own products; anyone else's answers 404 and changes nothing. */
export const PUT = userRoute<{ id: string }>(PRODUCT_MESSAGES.signInToAdd)
  .guard(({ params }) => (isUuid(params.id) ? null : apiError("not_found", PRODUCT_MESSAGES.notYours)))
  .role("seller", SELLER_MESSAGES.notASeller)
  .form(imageFormLimit("image"))
  .handle(async ({ user, form, params }) => respond(await saveProductFromForm(user, form, params.id)));
