import { readImageForm } from "@/lib/api/multipart";
import { apiError, respond, userRoute } from "@/lib/api/responses";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { saveProductFromForm } from "@/lib/shop/product-writes";
import { isUuid } from "@/lib/validation/ids";

/** Updates one of the signed-in seller's own products; anyone else's answers 404 and changes nothing. */
export const PUT = userRoute<{ id: string }>(PRODUCT_MESSAGES.signInToAdd, async (request, user, { params }) => {
  const { id } = await params;
  if (!isUuid(id)) return apiError("not_found", PRODUCT_MESSAGES.notYours);
  const form = await readImageForm(request, "image");
  if (form instanceof Response) return form;
  return respond(await saveProductFromForm(user, form, id));
});
