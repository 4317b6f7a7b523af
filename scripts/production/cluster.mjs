#!/usr/bin/env node
// `npm run start:cluster`: two app instances behind a round-robin balancer on one machine
// (docs/operations.md), as several servers behind a load balancer are run in production, for tests
// (tests/cluster/, the soak test) and for trying it by hand.
//  - needs a PostgreSQL server in DATABASE_URL (the embedded database serves one process);
//    without it, starts a throwaway PostgreSQL 15 when its binaries are installed (data
//    removed on exit), or says what to do and exits;
//  - builds once when the build is missing or older than the sources (CLUSTER_SKIP_BUILD=1:
//    use the build as it is), applies migrations and seeds the demo data once;
//  - without MPESA_CONSUMER_KEY, starts ONE Daraja simulator for both instances, whose
//    callbacks go to the balancer's address, so a payment started on one instance may be
//    settled by the other, as behind a real balancer;
//  - starts instances a and b (scripts/production/server.mjs, production) on 127.0.0.1:PORT+1 and PORT+2 with the
//    same secrets, ORDER_EVENTS=postgres and TRUST_PROXY_HOPS=1, and the balancer (http-proxy)
//    on PORT (default 3000): each request to the next instance in rotation, X-Forwarded-For
//    appended, X-Forwarded-Proto/Host and X-Request-Id set, event streams unbuffered, and the
//    instance that answered named in `X-Instance: a|b`;
//  - checks each instance's /api/ready every second and sends nothing to one that fails it
//    (unless none passes: then to any still running), so restarting one (SIGUSR2 restarts b;
//    `restart(name)` from startCluster) fails no request;
//  - Ctrl-C or SIGTERM stops the balancer, then the instances gracefully, then the rest.
// Importable: `startCluster(options)` returns the handles (see its JSDoc).
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import readline from "node:readline";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import httpProxy from "http-proxy";
import { checkEnv } from "../../lib/env-schema.mjs";
import { SCENARIOS, startDarajaSimulator } from "../fixtures/daraja-sim.mjs";
import { postgresAvailable, startPostgresServer } from "../fixtures/pg-server.mjs";
import { runPrisma } from "./prisma.mjs";
import { buildIsCurrent, isFirstRun } from "./launcher-shared.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const INSTANCE_NAMES = ["a", "b"];
/** How long an instance may take from spawn to a ready /api/ready. */
const INSTANCE_START_TIMEOUT_MS = 180_000;

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
 * @typedef {{ name: string, port: number, url: string, pid: number | null, state: "starting" | "running" | "stopping" | "exited", inRotation: boolean, served: number }} InstanceStatus
 * @typedef {{
 *   url: string,
 *   port: number,
 *   instances: Array<{ name: string, port: number, url: string }>,
 *   databaseUrl: string,
 *   database: null | { url: string, stop: () => void, start: () => void },
 *   simulatorUrl: string | null,
 *   status: () => InstanceStatus[],
 *   restart: (name: string, options?: { signal?: NodeJS.Signals }) => Promise<void>,
 *   close: () => Promise<void>,
 * }} Cluster
 */

/**
 * Starts the whole cluster and resolves once both instances are ready and the balancer listens.
 *
 * - `port`: the balancer's (default PORT, else 3000); the instances take `instancePorts`
 *   (default port+1 and port+2).
 * - `env`: settings for the instances over process.env (DATABASE_URL, NEXTAUTH_SECRET, ...).
 * - `build`: "if-stale" (default; "never" with CLUSTER_SKIP_BUILD=1) or "never".
 * - `healthIntervalMs`: how often each instance's /api/ready is asked (default 1000).
 * - `output`: where the cluster's and the instances' lines go (default stdout; instance lines
 *   start with `[a] ` or `[b] `).
 *
 * The result: `url` (the balancer), `instances`, `databaseUrl`, `database` (the throwaway
 * PostgreSQL when this started one: `stop()`/`start()` it to simulate an outage),
 * `simulatorUrl`, `status()`, `restart(name, { signal })` (out of rotation, stopped with
 * `signal` (SIGTERM: gracefully; SIGKILL: a crash), started again, back in rotation once
 * ready; resolves then; also brings back one that exited by itself, which otherwise stays
 * out) and `close()`.
 * @param {{ port?: number, instancePorts?: [number, number], env?: Record<string, string | undefined>, build?: "if-stale" | "never", healthIntervalMs?: number, output?: (line: string) => void }} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const output = options.output ?? ((line) => console.log(line));
  const log = (message) => output(`[cluster] ${message}`);
  const base = { ...process.env, ...options.env };
  const port = options.port ?? Number(base.PORT ?? 3000);
  const instancePorts = options.instancePorts ?? [port + 1, port + 2];
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
      // The balancer is the site's public address: sign-in links, callbacks and redirects name it.
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: base.NEXTAUTH_SECRET || randomBytes(48).toString("base64"),
      // Realtime and the public cache's expiry cross instances through PostgreSQL.
      ORDER_EVENTS: "postgres",
      // The balancer appends the client's address to X-Forwarded-For: the instances believe that
      // entry, so they listen on loopback only, where nobody can reach them but the balancer.
      TRUST_PROXY_HOPS: "1",
      HOSTNAME_BIND: "127.0.0.1",
      LOG_FORMAT: base.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    };
    if (!base.NEXTAUTH_SECRET) log("no NEXTAUTH_SECRET: both instances share one made for this run (sessions end with it)");
    delete env.PORT;
    delete env.CLUSTER_SKIP_BUILD;

    let simulatorUrl = null;
    if (!env.MPESA_CONSUMER_KEY) {
      const simulator = await startDarajaSimulator({ port: Number(env.DARAJA_SIM_PORT ?? 0), callbackDelayMs: Number(env.DARAJA_SIM_CALLBACK_DELAY_MS ?? 1500) });
      stoppers.push(() => simulator.close());
      simulatorUrl = simulator.url;
      env.MPESA_SIMULATOR_URL = simulator.url;
      env.MPESA_CALLBACK_TOKEN ||= randomBytes(32).toString("hex");
      // Through the balancer, as Daraja reaches a real deployment: either instance may settle it.
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
        const code = await runNode([path.join(root, "node_modules/next/dist/bin/next"), "build"], { ...env, NODE_ENV: "production" }, output);
        if (code !== 0) throw new Error("the build failed; see the messages above");
      }
    }

    log("applying migrations...");
    const migrateCode = await runPrisma(["migrate", "deploy"], { DATABASE_URL: env.DATABASE_URL }, { quiet: true });
    if (migrateCode !== 0) throw new Error("migrations failed; see the messages above");
    if (await isFirstRun(env.DATABASE_URL)) {
      log("first run: adding demo data...");
      // The seed is TypeScript: run through tsx, as `npm run db:seed` does.
      const code = await runNode([path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "prisma/seed.ts")], env, output);
      if (code !== 0) throw new Error("seeding the demo data failed; see the messages above");
    }

    const instances = INSTANCE_NAMES.map((name, index) => ({
      name,
      port: instancePorts[index],
      url: `http://127.0.0.1:${instancePorts[index]}`,
      /** @type {import("node:child_process").ChildProcess | null} */
      child: null,
      /** @type {InstanceStatus["state"]} */
      state: "starting",
      healthy: false,
      served: 0,
      /** @type {Promise<void>} */
      exited: Promise.resolve(),
    }));
    const byName = (name) => {
      const instance = instances.find((candidate) => candidate.name === name);
      if (!instance) throw new Error(`no instance "${name}" (the cluster has ${INSTANCE_NAMES.join(" and ")})`);
      return instance;
    };
    const inRotation = (instance) => instance.state === "running" && instance.healthy;

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

    // Health: an instance whose /api/ready fails leaves the rotation until it passes again.
    let checking = true;
    const healthLoop = (async () => {
      while (checking) {
        await Promise.all(
          instances
            .filter((instance) => instance.state === "running")
            .map(async (instance) => {
              const ready = await isReady(instance.url);
              if (instance.state !== "running" || ready === instance.healthy) return;
              instance.healthy = ready;
              log(`instance ${instance.name} ${ready ? "back in rotation" : "out of rotation: /api/ready failed"}`);
            }),
        );
        await sleep(healthIntervalMs);
      }
    })();
    stoppers.push(async () => {
      checking = false;
      await healthLoop;
    });

    let next = 0;
    /**
     * The next instance in rotation after the last one chosen, skipping `except`. When none is
     * ready (the database is down: every /api/ready fails), any instance still running: "fail
     * open", as cloud balancers do, so visitors get the app's own "try again" page rather than
     * the balancer's. Null when no instance is running.
     */
    function pick(except = null) {
      for (const eligible of [inRotation, (instance) => instance.state === "running"]) {
        for (let step = 0; step < instances.length; step++) {
          const instance = instances[(next + step) % instances.length];
          if (instance !== except && eligible(instance)) {
            next = (instances.indexOf(instance) + 1) % instances.length;
            return instance;
          }
        }
      }
      return null;
    }

    // No agent: each forwarded request opens its own loopback connection (http-proxy sends
    // it with Connection: close), so none kept alive to an instance that has begun stopping
    // is reused in the instant it closes.
    const proxy = httpProxy.createProxyServer({});
    proxy.on("proxyRes", (proxyRes) => {
      // That instance-side "close" is no business of the browser's connection to the balancer.
      delete proxyRes.headers.connection;
    });
    proxy.on("proxyReq", (proxyReq, request, response) => {
      // A browser leaving an event stream closes only its own connection: end the one to the
      // instance too, or the instance would keep the stream (and its subscription) open.
      response.once("close", () => {
        if (!response.writableFinished) proxyReq.destroy();
      });
    });

    function unavailable(response, message) {
      if (response.headersSent) return void response.destroy();
      response.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "1", connection: "close" }).end(`${message}\n`);
    }

    function forward(request, response, instance, { retried = false } = {}) {
      instance.served += 1;
      response.setHeader("X-Instance", instance.name);
      proxy.web(
        request,
        response,
        // A retried request's body is already spent: GET and HEAD have none, so an empty one.
        { target: instance.url, ...(retried ? { buffer: Readable.from([]) } : {}) },
        (error) => {
          // Refused or reset before any answer: the instance is gone (a crash, or stopping
          // before the health check noticed). A request without a body is safe to send again.
          const bodiless = request.method === "GET" || request.method === "HEAD";
          if (!response.headersSent && bodiless && !retried && ["ECONNREFUSED", "ECONNRESET"].includes(error.code)) {
            instance.healthy = false;
            const other = pick(instance);
            if (other) {
              response.removeHeader("X-Instance");
              return forward(request, response, other, { retried: true });
            }
          }
          if (!response.headersSent) log(`instance ${instance.name}: ${request.method} ${request.url?.split("?")[0]} failed (${error.code ?? error.message})`);
          if (response.headersSent) response.destroy();
          else response.writeHead(502, { "content-type": "text/plain; charset=utf-8" }).end("The app instance did not answer.\n");
        },
      );
    }

    /** The edge's own headers: the client's address appended, the scheme and host as it saw them, a fresh request id. */
    function setForwardingHeaders(request) {
      const peer = request.socket.remoteAddress ?? "";
      const previous = request.headers["x-forwarded-for"];
      request.headers["x-forwarded-for"] = previous ? `${Array.isArray(previous) ? previous.join(", ") : previous}, ${peer}` : peer;
      request.headers["x-forwarded-proto"] = "http";
      if (request.headers.host) request.headers["x-forwarded-host"] = request.headers.host;
      request.headers["x-forwarded-port"] = String(port);
      // The instances keep a request id a trusted proxy set (TRUST_PROXY_HOPS): one id from here to the log line.
      request.headers["x-request-id"] = randomUUID();
    }

    const balancer = http.createServer((request, response) => {
      const instance = pick();
      if (!instance) return unavailable(response, "No app instance is running; try again in a moment.");
      setForwardingHeaders(request);
      forward(request, response, instance);
    });
    // Websockets are forwarded too (the app's live updates are server-sent events today).
    balancer.on("upgrade", (request, socket, head) => {
      const instance = pick();
      if (!instance) return void socket.destroy();
      setForwardingHeaders(request);
      instance.served += 1;
      proxy.ws(request, socket, head, { target: instance.url }, () => socket.destroy());
    });
    await new Promise((resolve, reject) => {
      balancer.once("error", reject);
      balancer.listen(port, () => resolve(undefined));
    });
    stoppers.push(async () => {
      balancer.close();
      balancer.closeAllConnections();
      proxy.close();
    });
    log(`balancer at ${url}: round robin over ${instances.map((instance) => `${instance.name} ${instance.url}`).join(", ")}`);

    let closing = null;
    return {
      url,
      port,
      instances: instances.map(({ name, port: instancePort, url: instanceUrl }) => ({ name, port: instancePort, url: instanceUrl })),
      databaseUrl: env.DATABASE_URL,
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
          served: instance.served,
        })),
      async restart(name, { signal = "SIGTERM" } = {}) {
        const instance = byName(name);
        if (instance.state === "starting" || instance.state === "stopping") throw new Error(`instance ${name} is already ${instance.state}`);
        log(`restarting instance ${name} (${signal}): out of rotation first`);
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
