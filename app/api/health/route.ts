import { publicRoute } from "@/lib/api/route";

// Liveness for load balancers and process managers: the process answers. No
// database call, so a database outage does not get healthy instances restarted.
export const dynamic = "force-dynamic";

export const GET = publicRoute().handle(() => Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }));
