import { apiError } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { collectAccountData } from "@/lib/db/account-data";
import { PROFILE_MESSAGES } from "@/lib/messages/account";

export const dynamic = "force-dynamic";

/**
 * Download my data (see docs/decisions/account-rights.md): everything stored about the signed-in user as one JSON
 * file. Only ever the caller's own data: the route takes no id.
 */
export const GET = userRoute(PROFILE_MESSAGES.notFound)
  .rateLimit(({ user }) => [["dataExportUser", user.id]])
  .handle(async ({ user }) => {
    const data = await collectAccountData(user.id);
    if (!data) return apiError("not_found", PROFILE_MESSAGES.notFound);
    const exportedAt = new Date();
    const body = JSON.stringify({ exportedAt, about: "Everything Campus Market stores about you (Kenya Data Protection Act 2019, right of access).", ...data }, null, 2);
    return new Response(body, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="campus-market-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
        "cache-control": "no-store",
      },
    });
  });
