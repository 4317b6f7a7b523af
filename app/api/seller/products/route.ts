import { getCurrentUser } from "@/lib/auth/session";
import { apiError, apiSuccess } from "@/lib/api/responses";
import { readImageForm } from "@/lib/api/multipart";
import { saveProductFromForm } from "@/lib/shop/product-writes";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

/** Adds a product for the signed-in seller (multipart: the form's fields and an optional image). */
export async function POST(request: Request) {
  const user = await getCurrentUser();
  if (!user) return apiError(401, "unauthenticated", PRODUCT_MESSAGES.signInToAdd);
  const form = await readImageForm(request, "image");
  if (form instanceof Response) return form;
  const result = await saveProductFromForm(user, form);
  if (!result.ok) return apiError(result.status, "product_not_saved", result.message, { fieldErrors: result.fieldErrors });
  return apiSuccess({ product: result.data, message: result.message }, 201);
}
