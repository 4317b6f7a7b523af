// The floor of the benchmark (bench/floor, docs/performance.md "Benchmark"): built and started by
// `npm run bench` in the same run as the app, so the app's load figures read as ratios to what the
// bare framework serves on the same machine at the same moment.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const nextCli = path.join(root, "node_modules/next/dist/bin/next");
const FLOOR_DIR = "bench/floor";

/** The floor's two pages: prerendered at build time, and rendered per request (it reads headers()). */
export const FLOOR_PAGES = { static: "/static", dynamic: "/dynamic" };

function floorEnv() {
  // The app's build folder and settings are not the floor's: it builds into bench/floor/.next.
  const { NEXT_DIST_DIR: _dist, ...env } = process.env;
  return { ...env, NEXT_TELEMETRY_DISABLED: "1" };
}

/** `next build --webpack bench/floor` (bench/floor/next.config.mjs says why webpack); rejects on a failed build. */
export function buildFloor() {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [nextCli, "build", "--webpack", FLOOR_DIR], { cwd: root, env: floorEnv(), stdio: ["ignore", "ignore", "inherit"] });
    build.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build ${FLOOR_DIR} exited with ${code}`))));
  });
}

/** `next start bench/floor` on its own port; resolves when both pages answer. */
export async function startFloor(port) {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [nextCli, "start", FLOOR_DIR, "--port", String(port)], { cwd: root, env: { ...floorEnv(), NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
  };
  const answers = async (page) => fetch(`${base}${page}`).then((r) => r.ok, () => false);
  for (let tries = 0; !((await answers(FLOOR_PAGES.static)) && (await answers(FLOOR_PAGES.dynamic))); tries++) {
    if (server.exitCode !== null || tries > 120) {
      await stop();
      throw new Error(`the floor did not answer on ${base}: was it built (next build --webpack ${FLOOR_DIR})?`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}
