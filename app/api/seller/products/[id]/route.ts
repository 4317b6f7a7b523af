import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { apiError, apiSuccess } from "@/lib/api/responses";
import { readImageForm } from "@/lib/api/multipart";
import { saveProductFromForm } from "@/lib/shop/product-writes";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

/** Updates one of the signed-in seller's own products; anyone else's answers 404 and changes nothing. */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return apiError(401, "unauthenticated", PRODUCT_MESSAGES.signInToAdd);
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) return apiError(404, "not_found", PRODUCT_MESSAGES.notYours);
  const form = await readImageForm(request, "image");
  if (form instanceof Response) return form;
  const result = await saveProductFromForm(user, form, id.data);
  if (!result.ok) return apiError(result.status, "product_not_saved", result.message, { fieldErrors: result.fieldErrors });
  return apiSuccess({ product: result.data, message: result.message });
}
