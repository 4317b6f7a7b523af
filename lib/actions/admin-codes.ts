"use server";

import { revalidatePath } from "next/cache";
import { getCurrentUser } from "@/lib/auth/session";
import { createWholesalerCodes } from "@/lib/db/wholesaler-codes";
import { generateCodesSchema } from "@/lib/validation/access-codes";
import { firstFieldErrors } from "@/lib/validation/auth";
import { ACCESS_CODE_MESSAGES } from "@/lib/messages/access-codes";
import type { FormState } from "./account";

export async function generateCodesAction(_previous: FormState<"count">, formData: FormData): Promise<FormState<"count">> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: ACCESS_CODE_MESSAGES.signedOut };
  // D4: staff only. The page is hidden from others too, but this is the gate.
  if (!user.isStaff) return { ok: false, message: ACCESS_CODE_MESSAGES.failed };

  const parsed = generateCodesSchema.safeParse({ count: formData.get("count") || undefined });
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };

  try {
    const created = await createWholesalerCodes(parsed.data.count, { id: user.id, email: user.email });
    revalidatePath("/admin/codes");
    return { ok: true, message: ACCESS_CODE_MESSAGES.generated(created) };
  } catch (error) {
    console.error("generate access codes failed", error);
    return { ok: false, message: ACCESS_CODE_MESSAGES.failed };
  }
}
