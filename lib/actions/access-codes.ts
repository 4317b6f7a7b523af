"use server";

import { revalidatePath } from "next/cache";
import { createAccessCodes } from "@/lib/db/access-codes";
import { generateCodesSchema } from "@/lib/validation/access-codes";
import { ACCESS_CODE_MESSAGES } from "@/lib/messages/access-codes";
import { requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

/** Staff only (see docs/decisions/staff.md): the page is hidden from others too, but this is the gate. */
export const generateAccessCodesAction = userActionClient
  .use(requireRole("staff"))
  .metadata({ name: "generateAccessCodes", failed: ACCESS_CODE_MESSAGES.failed, signedOut: ACCESS_CODE_MESSAGES.signedOut })
  .inputSchema(generateCodesSchema)
  .action(async ({ parsedInput: { count }, ctx: { user } }) => {
    const created = await createAccessCodes(count, { id: user.id, email: user.email });
    revalidatePath("/admin/codes");
    return succeeded(ACCESS_CODE_MESSAGES.generated(created));
  });
