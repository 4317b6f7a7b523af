#!/usr/bin/env node
// `npm run start:cluster`: two app instances behind nginx, with PgBouncer before PostgreSQL, on one
// machine (docs/operations.md), laid out as production is (docs/production-layout.md), for tests
// (tests/cluster/, tests/two-instances/, the soak test) and for trying it by hand.
//  - needs a PostgreSQL server in DATABASE_URL (the embedded database serves one process);
//    without it, starts a throwaway PostgreSQL 15 when its binaries are installed (data
//    removed on exit), or says what to do and exits;
//  - builds once when the build is missing or older than the sources (CLUSTER_SKIP_BUILD=1:
//    use the build as it is), applies migrations and seeds the demo data once;
//  - without MPESA_CONSUMER_KEY, starts ONE Daraja simulator for both instances, whose
//    callbacks go to nginx's address, so a payment started on one instance may be settled by
//    the other, as behind a real balancer;
//  - starts PgBouncer (transaction mode, deploy/pgbouncer/pgbouncer.ini) on 127.0.0.1:PORT+4
//    before that database: the instances' DATABASE_URL; their LISTEN connections, migrations
//    and the seed go to PostgreSQL directly (DIRECT_DATABASE_URL);
//  - starts instances a and b (scripts/production/server.mjs, production) on 127.0.0.1:PORT+1 and PORT+2 with the
//    same secrets, ORDER_EVENTS=postgres and TRUST_PROXY_HOPS=1, and nginx on PORT (default
//    3000) with production's proxying rules (deploy/nginx/app-proxy.conf): round robin,
//    X-Forwarded-For appended, X-Forwarded-Proto/Host/Port and X-Request-Id set, event streams
//    unbuffered, and the instance that answered named in `X-Instance: a|b`
//    (scripts/production/edge.mjs);
//  - checks each instance's /api/ready every second; one that fails it 3 times in a row is
//    marked `down` in nginx's upstream (rewritten, nginx reloaded) until it passes twice,
//    unless none passes (then all stay in: "fail open"). A restart (SIGUSR2 restarts b;
//    `restart(name)` from startCluster) fails no request: the stopping instance refuses new
//    connections and finishes what it serves, and nginx (no kept-alive connections to the
//    instances) sends a request it could not deliver to the other; a GET that meets a crashed one goes there too;
//  - Ctrl-C or SIGTERM stops nginx, then the instances gracefully, then the rest.
// Importable: `startCluster(options)` returns the handles (see its JSDoc).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkEnv } from "../../lib/env-schema.mjs";
import { SCENARIOS, startDarajaSimulator } from "../fixtures/daraja-sim.mjs";
import { postgresAvailable, startPostgresServer } from "../fixtures/pg-server.mjs";
import { runPrisma } from "./prisma.mjs";
import { buildIsCurrent, isFirstRun } from "./launcher-shared.mjs";
import { missingEdgePackages, startNginx, startPgBouncer } from "./edge.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const INSTANCE_NAMES = ["a", "b"];
/** How long an instance may take from spawn to a ready /api/ready. */
const INSTANCE_START_TIMEOUT_MS = 180_000;
/**
 * Checks in a row that change an instance's place in the rotation, as load balancers count
 * them: one slow /api/ready on a busy machine is not an outage, and each change reloads nginx,
 * which closes its clients' idle connections (the soak test counted the errors of a reload a
 * second). A stop or a crash needs no count: restart() takes it out first, and nginx's passive
 * check skips an instance that refuses connections.
 */
const OUT_AFTER_FAILED_CHECKS = 3;
const IN_AFTER_PASSED_CHECKS = 2;

function runNode(args, env, output) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    forwardLines(child.stdout, "", output);
    forwardLines(child.stderr, "", output);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

function forwardLines(stream, prefix, output) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => output(`${prefix}${line}`));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the instance's /api/ready answers 200 within 2 s. */
async function isReady(url) {
  try {
    const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ name: string, port: number, url: string, pid: number | null, state: "starting" | "running" | "stopping" | "exited", inRotation: boolean }} InstanceStatus
 * @typedef {{
 *   url: string,
 *   port: number,
 *   instances: Array<{ name: string, port: number, url: string }>,
 *   databaseUrl: string,
 *   pooledUrl: string,
 *   pgbouncerAdminUrl: string,
 *   database: null | { url: string, stop: () => void, start: () => void },
 *   simulatorUrl: string | null,
 *   status: () => InstanceStatus[],
 *   restart: (name: string, options?: { signal?: NodeJS.Signals }) => Promise<void>,
 *   close: () => Promise<void>,
 * }} Cluster
 */

/**
 * Starts the whole cluster and resolves once both instances are ready and nginx answers.
 *
 * - `port`: nginx's (default PORT, else 3000); the instances take `instancePorts`
 *   (default port+1 and port+2), PgBouncer `pgbouncerPort` (PGBOUNCER_PORT, default port+4).
 * - `env`: settings for the instances over process.env (DATABASE_URL, NEXTAUTH_SECRET, ...).
 * - `build`: "if-stale" (default; "never" with CLUSTER_SKIP_BUILD=1) or "never".
 * - `healthIntervalMs`: how often each instance's /api/ready is asked (default 1000).
 * - `output`: where the cluster's and the instances' lines go (default stdout; instance lines
 *   start with `[a] ` or `[b] `).
 *
 * The result: `url` (nginx), `instances`, `databaseUrl` (PostgreSQL itself), `pooledUrl` (the
 * same database through PgBouncer: the instances'), `pgbouncerAdminUrl` (its console, database
 * "pgbouncer": SHOW POOLS), `database` (the throwaway
 * PostgreSQL when this started one: `stop()`/`start()` it to simulate an outage),
 * `simulatorUrl`, `status()`, `restart(name, { signal })` (out of rotation, stopped with
 * `signal` (SIGTERM: gracefully; SIGKILL: a crash), started again, back in rotation once
 * ready; resolves then; also brings back one that exited by itself, which otherwise stays
 * out) and `close()`.
 * @param {{ port?: number, instancePorts?: [number, number], pgbouncerPort?: number, env?: Record<string, string | undefined>, build?: "if-stale" | "never", healthIntervalMs?: number, output?: (line: string) => void }} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const output = options.output ?? ((line) => console.log(line));
  const log = (message) => output(`[cluster] ${message}`);
  const base = { ...process.env, ...options.env };
  const port = options.port ?? Number(base.PORT ?? 3000);
  const instancePorts = options.instancePorts ?? [port + 1, port + 2];
  const pgbouncerPort = options.pgbouncerPort ?? Number(base.PGBOUNCER_PORT ?? port + 4);
  const healthIntervalMs = options.healthIntervalMs ?? 1_000;
  const build = options.build ?? (base.CLUSTER_SKIP_BUILD ? "never" : "if-stale");
  const url = `http://localhost:${port}`;

  const stoppers = [];
  const stopAll = async () => {
    for (const stop of stoppers.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`while stopping: ${error instanceof Error ? error.message : error}`);
      }
    }
  };

  try {
    const missing = missingEdgePackages();
    if (missing) throw new Error(`the cluster runs behind nginx with PgBouncer, as production does: install them first (${missing})`);
    // nginx's and PgBouncer's configuration, pid files, temp files and logs; removed at the end.
    const edgeDir = fs.mkdtempSync(path.join(os.tmpdir(), "campus-edge-"));
    // Their workers run as other users when we are root (nobody, postgres): they must reach in.
    fs.chmodSync(edgeDir, 0o755);
    stoppers.push(() => fs.rmSync(edgeDir, { recursive: true, force: true }));

    let database = null;
    if (!base.DATABASE_URL) {
      if (!postgresAvailable()) {
        throw new Error(
          "the cluster needs a PostgreSQL server both instances share (the embedded database serves one process): set DATABASE_URL=postgresql://user@host:5432/database, or install PostgreSQL 15 (apt-get install postgresql-15) for a throwaway one",
        );
      }
      log("no DATABASE_URL: starting a throwaway PostgreSQL 15 (its data is removed when the cluster stops)...");
      const server = await startPostgresServer();
      stoppers.push(() => server.destroy());
      database = { url: server.url, stop: server.stop, start: server.start };
      base.DATABASE_URL = server.url;
    }

    const env = {
      ...base,
      NEXT_TELEMETRY_DISABLED: "1",
      // nginx is the site's public address: sign-in links, callbacks and redirects name it.
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: base.NEXTAUTH_SECRET || randomBytes(48).toString("base64"),
      // Realtime and the public cache's expiry cross instances through PostgreSQL.
      ORDER_EVENTS: "postgres",
      // nginx appends the client's address to X-Forwarded-For: the instances believe that
      // entry, so they listen on loopback only, where nobody can reach them but nginx.
      TRUST_PROXY_HOPS: "1",
      HOSTNAME_BIND: "127.0.0.1",
      LOG_FORMAT: base.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    };
    if (!base.NEXTAUTH_SECRET) log("no NEXTAUTH_SECRET: both instances share one made for this run (sessions end with it)");
    delete env.PORT;
    delete env.CLUSTER_SKIP_BUILD;
    delete env.PGBOUNCER_PORT;
    /** PostgreSQL itself: migrations, the seed, and (below) the instances' LISTEN connections. */
    const directUrl = env.DATABASE_URL;

    let simulatorUrl = null;
    if (!env.MPESA_CONSUMER_KEY) {
      const simulator = await startDarajaSimulator({ port: Number(env.DARAJA_SIM_PORT ?? 0), callbackDelayMs: Number(env.DARAJA_SIM_CALLBACK_DELAY_MS ?? 1500) });
      stoppers.push(() => simulator.close());
      simulatorUrl = simulator.url;
      env.MPESA_SIMULATOR_URL = simulator.url;
      env.MPESA_CALLBACK_TOKEN ||= randomBytes(32).toString("hex");
      // Through nginx, as Daraja reaches a real deployment: either instance may settle it.
      env.MPESA_CALLBACK_BASE_URL = url;
      log(`M-Pesa: one Daraja simulator for both instances at ${simulator.url}`);
    }

    const checked = checkEnv({ ...env, PORT: String(port) });
    if (!checked.ok) throw new Error(checked.message);

    if (build === "if-stale") {
      const { PHASE_PRODUCTION_BUILD } = await import("next/constants.js");
      const { default: nextConfig } = await import(pathToFileURL(path.join(root, "next.config.mjs")).href);
      const distDir = nextConfig(PHASE_PRODUCTION_BUILD).distDir ?? ".next";
      if (!buildIsCurrent(distDir)) {
        log(`building the app into ${distDir}/ (missing or older than the sources; a few minutes)...`);
        // The service worker and its starter first, as `npm run build` does (scripts/build/offline-scripts.mjs).
        const offlineCode = await runNode([path.join(root, "scripts/build/offline-scripts.mjs")], env, output);
        const code = offlineCode !== 0 ? offlineCode : await runNode([path.join(root, "node_modules/next/dist/bin/next"), "build"], { ...env, NODE_ENV: "production" }, output);
        if (code !== 0) throw new Error("the build failed; see the messages above");
      }
    }

    // Straight to PostgreSQL: migrate deploy holds a session advisory lock, which PgBouncer in
    // transaction mode would not keep.
    log("applying migrations...");
    const migrateCode = await runPrisma(["migrate", "deploy"], { DATABASE_URL: directUrl }, { quiet: true });
    if (migrateCode !== 0) throw new Error("migrations failed; see the messages above");
    if (await isFirstRun(directUrl)) {
      log("first run: adding demo data...");
      // The seed is TypeScript: run through tsx, as `npm run db:seed` does.
      const code = await runNode([path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "prisma/seed.ts")], env, output);
      if (code !== 0) throw new Error("seeding the demo data failed; see the messages above");
    }

    const pgbouncer = await startPgBouncer({ databaseUrl: directUrl, port: pgbouncerPort, dir: path.join(edgeDir, "pgbouncer"), output });
    stoppers.push(() => pgbouncer.stop());
    // The instances' pools go through PgBouncer; what needs a session of its own does not
    // (lib/db/notifications.ts, lib/cache/public-cache-handler.mjs).
    env.DATABASE_URL = pgbouncer.url;
    env.DIRECT_DATABASE_URL = directUrl;
    log(`PgBouncer (transaction mode) at 127.0.0.1:${pgbouncerPort} before ${new URL(directUrl).host}`);

    const instances = INSTANCE_NAMES.map((name, index) => ({
      name,
      port: instancePorts[index],
      url: `http://127.0.0.1:${instancePorts[index]}`,
      /** @type {import("node:child_process").ChildProcess | null} */
      child: null,
      /** @type {InstanceStatus["state"]} */
      state: "starting",
      healthy: false,
      /** Consecutive /api/ready answers that disagree with `healthy`. */
      streak: 0,
      /** @type {Promise<void>} */
      exited: Promise.resolve(),
    }));
    const byName = (name) => {
      const instance = instances.find((candidate) => candidate.name === name);
      if (!instance) throw new Error(`no instance "${name}" (the cluster has ${INSTANCE_NAMES.join(" and ")})`);
      return instance;
    };
    const inRotation = (instance) => instance.state === "running" && instance.healthy;
    /** @type {Awaited<ReturnType<typeof startNginx>> | null} */
    let nginx = null;

    function spawnInstance(instance) {
      instance.state = "starting";
      instance.healthy = false;
      const child = spawn(process.execPath, [path.join(root, "scripts/production/server.mjs")], {
        cwd: root,
        env: { ...env, NODE_ENV: "production", PORT: String(instance.port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      instance.child = child;
      forwardLines(child.stdout, `[${instance.name}] `, output);
      forwardLines(child.stderr, `[${instance.name}] `, output);
      instance.exited = new Promise((resolve) =>
        child.once("exit", (code, signal) => {
          if (instance.child === child) {
            if (instance.state !== "stopping") log(`instance ${instance.name} exited by itself (${signal ?? `exit code ${code}`}); out of rotation`);
            instance.state = "exited";
            instance.healthy = false;
          }
          resolve();
        }),
      );
    }

    async function untilReady(instance) {
      const until = Date.now() + INSTANCE_START_TIMEOUT_MS;
      while (!(await isReady(instance.url))) {
        if (instance.state === "exited") throw new Error(`instance ${instance.name} exited while starting; see its lines above`);
        if (Date.now() > until) throw new Error(`instance ${instance.name} was not ready within ${INSTANCE_START_TIMEOUT_MS / 1000} s`);
        await sleep(250);
      }
      instance.state = "running";
      instance.healthy = true;
      instance.streak = 0;
    }

    async function stopInstance(instance, signal = "SIGTERM") {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      instance.state = "stopping";
      instance.healthy = false;
      child.kill(signal);
      // The server bounds its own graceful stop (SHUTDOWN_GRACE_MS); this is for one that hangs anyway.
      const hard = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await instance.exited;
      clearTimeout(hard);
    }

    stoppers.push(() => Promise.all(instances.map((instance) => stopInstance(instance))));
    log(`starting instances ${instances.map((instance) => `${instance.name} (port ${instance.port})`).join(" and ")}...`);
    for (const instance of instances) spawnInstance(instance);
    await Promise.all(instances.map(untilReady));

    nginx = await startNginx({ port, instances, dir: path.join(edgeDir, "nginx"), output });
    stoppers.push(() => nginx?.stop());

    /**
     * nginx's rotation made to match the instances': one running but failing /api/ready is
     * marked `down`, unless none is ready (the database is down: every /api/ready fails). Then
     * all stay in, "fail open", as cloud balancers do, so visitors get the app's own "try again"
     * page rather than nginx's 502. One stopping, starting or gone needs no reload: it refuses
     * connections, and nginx sends the request, which it never delivered, to the other.
     */
    async function syncRotation() {
      if (!nginx) return;
      const ready = instances.filter(inRotation);
      const out = ready.length > 0 ? instances.filter((instance) => instance.state === "running" && !instance.healthy) : [];
      return nginx.setOutOfRotation(out.map((instance) => instance.name)).catch((error) => log(`nginx: ${error instanceof Error ? error.message : error}`));
    }

    // Health: an instance whose /api/ready fails leaves the rotation until it passes again.
    let checking = true;
    const healthLoop = (async () => {
      while (checking) {
        await Promise.all(
          instances
            .filter((instance) => instance.state === "running")
            .map(async (instance) => {
              const ready = await isReady(instance.url);
              if (instance.state !== "running") return;
              if (ready === instance.healthy) {
                instance.streak = 0;
                return;
              }
              instance.streak += 1;
              if (instance.streak < (ready ? IN_AFTER_PASSED_CHECKS : OUT_AFTER_FAILED_CHECKS)) return;
              instance.healthy = ready;
              instance.streak = 0;
              log(`instance ${instance.name} ${ready ? "back in rotation" : `out of rotation: /api/ready failed ${OUT_AFTER_FAILED_CHECKS} times in a row`}`);
            }),
        );
        await syncRotation();
        await sleep(healthIntervalMs);
      }
    })();
    stoppers.push(async () => {
      checking = false;
      await healthLoop;
    });
    log(`nginx at ${url}: round robin over ${instances.map((instance) => `${instance.name} ${instance.url}`).join(", ")}`);

    let closing = null;
    return {
      url,
      port,
      instances: instances.map(({ name, port: instancePort, url: instanceUrl }) => ({ name, port: instancePort, url: instanceUrl })),
      databaseUrl: directUrl,
      pooledUrl: pgbouncer.url,
      pgbouncerAdminUrl: pgbouncer.adminUrl,
      database,
      simulatorUrl,
      status: () =>
        instances.map((instance) => ({
          name: instance.name,
          port: instance.port,
          url: instance.url,
          pid: instance.child?.pid ?? null,
          state: instance.state,
          inRotation: inRotation(instance),
        })),
      async restart(name, { signal = "SIGTERM" } = {}) {
        const instance = byName(name);
        if (instance.state === "starting" || instance.state === "stopping") throw new Error(`instance ${name} is already ${instance.state}`);
        log(`restarting instance ${name} (${signal})`);
        // No reload of nginx: one closes nginx's idle connections to its clients, and a client
        // that is sending on one at that moment gets no answer (browsers send again; other
        // clients may not). A stopping instance refuses new connections at once and finishes
        // what it serves; nginx sends what it could not deliver to the other instance.
        await stopInstance(instance, signal);
        spawnInstance(instance);
        await untilReady(instance);
        log(`instance ${name} restarted and back in rotation`);
      },
      close() {
        closing ??= stopAll();
        return closing;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function printWelcome(cluster) {
  const data = JSON.parse(fs.readFileSync(path.join(root, "prisma/demo-data.json"), "utf8"));
  const line = "-".repeat(64);
  console.log(`\n${line}\n  Campus Market (two instances) is running at ${cluster.url}`);
  for (const instance of cluster.instances) console.log(`    instance ${instance.name}  ${instance.url}`);
  console.log(`  Each answer names its instance in the X-Instance header: curl -si ${cluster.url}/api/health`);
  console.log(`${line}\n  Demo accounts (password for all: ${data.password})`);
  console.log(`    buyer       ${data.buyer.email}`);
  for (const seller of data.sellers) console.log(`    ${seller.accountType === "wholesaler" ? "wholesaler " : "seller     "} ${seller.email}`);
  console.log(`    staff       ${data.staff.email}`);
  if (cluster.simulatorUrl) {
    console.log("  M-Pesa is the Daraja simulator: pay with any phone number, or these test numbers:");
    for (const scenario of SCENARIOS) console.log(`    ${scenario.phone}  ${scenario.meaning}`);
  }
  console.log(`${line}\n  kill -USR2 ${process.pid} restarts instance b; Ctrl-C stops everything.\n`);
}

async function main() {
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  let cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.error(`[cluster] could not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  printWelcome(cluster);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("[cluster] stopping...");
    await cluster.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
  process.on("SIGUSR2", () => {
    if (stopping) return;
    cluster.restart("b").catch((error) => console.error(`[cluster] restarting b failed: ${error instanceof Error ? error.message : error}`));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
