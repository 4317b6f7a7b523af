import { imageFormLimit } from "@/lib/api/multipart";
import { respond } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { saveProductFromForm } from "@/lib/shop/product-writes";

/** Adds a product for the signed-in seller (multipart: the form's fields and an optional image). */
export const POST = userRoute(PRODUCT_MESSAGES.signInToAdd)
  .role("seller", SELLER_MESSAGES.notASeller)
  .form(imageFormLimit("image"))
  .handle(async ({ user, form }) => respond(await saveProductFromForm(user, form), 201));
