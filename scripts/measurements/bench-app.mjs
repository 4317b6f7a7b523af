// What the benchmark (scripts/measurements/bench.mjs), the plans (scripts/measurements/explain-plans.mjs) and the round-trip
// budget test share: the public pages worth measuring, and a production build started with
// its database connection through the round-trip proxy (scripts/measurements/pg-roundtrips.mjs).
import { spawn } from "node:child_process";
import { startRoundTripProxy } from "./pg-roundtrips.mjs";

/**
 * Every public page, with a real product and seller found through the marketplace's own
 * links. `heavy` pages (search, a filtered category) have the looser server target.
 * @param {string} base the app's address
 */
export async function discoverPublicPages(base) {
  const html = await (await fetch(`${base}/studentmarketplace`)).text();
  const product = html.match(/\/product\/[0-9a-f-]{36}/)?.[0];
  const seller = product && (await (await fetch(`${base}${product}`)).text()).match(/\/seller\/[0-9a-f-]{36}/)?.[0];
  if (!product || !seller) throw new Error("no product or seller link on the marketplace: is the database seeded?");
  return [
    { label: "/home", path: "/home" },
    { label: "/studentmarketplace", path: "/studentmarketplace" },
    { label: "/category/Electronics", path: "/category/Electronics" },
    { label: "/category/all, filtered + sorted", path: "/category/all?condition=new&condition=good&minPrice=1000&maxPrice=30000&sort=price-desc", heavy: true },
    { label: "/search?q=calculator", path: "/search?q=calculator", heavy: true },
    { label: "/search?q=calculater (typo)", path: "/search?q=calculater", heavy: true },
    { label: "/search?q=clayden (rare)", path: "/search?q=clayden", heavy: true },
    { label: "/product/[id]", path: product },
    { label: "/seller/[id]", path: seller },
  ];
}

/**
 * Starts scripts/production/server.mjs on a build, its DATABASE_URL through a counting proxy, and waits
 * until it answers. `env` adds to the server's environment (PUBLIC_CACHE_SECONDS=0: cold reads).
 * @param {{ databaseUrl: string, dist: string, port: string | number, env?: Record<string, string>,
 *   onStatement?: ((statement: { text: string, values: Array<string | null> | null }) => void) | null }} options
 */
export async function startAppThroughProxy({ databaseUrl, dist, port, env = {}, onStatement = null }) {
  const proxy = await startRoundTripProxy({ upstream: databaseUrl, onStatement });
  try {
    const app = await startApp({ databaseUrl: proxy.url, dist, port, env });
    return { ...app, proxy, stop: async () => { await app.stop(); await proxy.close(); } };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

/**
 * Starts scripts/production/server.mjs on a build straight on its database (load runs: the counting
 * proxy would cost time per statement) and waits until it answers.
 * @param {{ databaseUrl: string, dist: string, port: string | number, env?: Record<string, string> }} options
 */
export async function startApp({ databaseUrl, dist, port, env = {} }) {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["scripts/production/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: dist,
      PORT: String(port),
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-that-is-at-least-32-characters-long",
      STORAGE_DIR: ".data/bench-storage",
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
  };
  for (let tries = 0; ; tries++) {
    if (await fetch(`${base}/home`).then((r) => r.ok, () => false)) break;
    if (server.exitCode !== null || tries > 240) {
      await stop();
      throw new Error(`the app did not answer on ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}
