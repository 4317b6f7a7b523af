import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { revalidatePath } from "next/cache";
import { expirePublicReads, PUBLIC_TAGS } from "@/lib/cache/public-tags";
import type { CurrentUser } from "@/lib/auth/session";
import { upsertOwnShop } from "@/lib/db/shops";
import type { OwnShop } from "@/lib/db/types";
import { imageFilesOf, removeImage, storeImage } from "@/lib/storage/images";
import { firstFieldErrors } from "@/lib/validation/auth";
import { textFields } from "@/lib/validation/form-data";
import { parseBusinessHours, shopFormSchema, type ShopField } from "@/lib/validation/shop";
import { failed, type ActionResult } from "@/lib/actions/result";
import { SHOP_MESSAGES } from "@/lib/messages/shop";

const SHOP_FIELDS = ["shopName", "description", "businessHours", "policies", "offersDelivery", "preferredContact"] as const;

/** Creates or updates the signed-in seller's shop (the caller's route lets sellers only through) from the settings form, with an optional new banner. */
export async function saveShopFromForm(user: CurrentUser, form: FormData): Promise<ActionResult<OwnShop, ShopField>> {
  const parsed = shopFormSchema.safeParse(textFields(form, SHOP_FIELDS));
  if (!parsed.success) return failed("invalid_input", SHOP_MESSAGES.updateFailed, firstFieldErrors(parsed.error));

  const file = form.get("banner");
  let banner: Awaited<ReturnType<typeof storeImage>> | null = null;
  if (file instanceof File && file.size > 0) {
    banner = await storeImage(new Uint8Array(await file.arrayBuffer()), "banner", user.id);
    if (!banner.ok) return failed("invalid_input", banner.message, { banner: banner.message });
  }

  try {
    const { shop, replacedBannerUrl } = await upsertOwnShop(user.id, {
      ...parsed.data,
      businessHours: parseBusinessHours(parsed.data.businessHours),
      bannerUrl: banner?.ok ? banner.image.url : undefined,
    });
    const replaced = imageFilesOf(replacedBannerUrl);
    if (replaced) await removeImage(replaced);
    expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(user.id));
    revalidatePath("/myshop");
    revalidatePath(`/seller/${user.id}`);
    revalidatePath("/home");
    return { ok: true, data: shop, message: SHOP_MESSAGES.updated };
  } catch (error) {
    logger.error({ err: error }, "shop not saved");
    if (banner?.ok) await removeImage(banner.image);
    return failed("server_error", SHOP_MESSAGES.updateFailed);
  }
}
