import { publicRoute } from "@/lib/api/route";
import { readReadiness } from "@/lib/health/readiness";

// Readiness for load balancers: 200 when the database answers, every migration is
// applied, the background jobs run and the instance is not stopping; 503 naming what fails.
// Names only: no error text, address or version reaches a caller.
export const dynamic = "force-dynamic";

export const GET = publicRoute().handle(async () => {
  const readiness = await readReadiness();
  return Response.json(
    readiness.ready ? { status: "ready", checks: readiness.checks } : { status: "unavailable", failing: readiness.failing, checks: readiness.checks },
    { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
