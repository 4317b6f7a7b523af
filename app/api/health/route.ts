import { publicRoute } from "@/lib/api/responses";

// Liveness for load balancers and process managers: the process answers. No
// database call, so a database outage does not get healthy instances restarted.
export const dynamic = "force-dynamic";

export const GET = publicRoute(async () => Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }));
