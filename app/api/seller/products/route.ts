import { readImageForm } from "@/lib/api/multipart";
import { respond, userRoute } from "@/lib/api/responses";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { saveProductFromForm } from "@/lib/shop/product-writes";

/** Adds a product for the signed-in seller (multipart: the form's fields and an optional image). */
export const POST = userRoute(PRODUCT_MESSAGES.signInToAdd, async (request, user) => {
  const form = await readImageForm(request, "image");
  if (form instanceof Response) return form;
  return respond(await saveProductFromForm(user, form), 201);
});
