// A PostgreSQL 15 server of its own for tests that stop and start the database (issue 19:
// readiness through an outage). Debian's binaries (/usr/lib/postgresql/15/bin, or PG_BIN);
// initdb refuses to run as root, so as root it runs them as the postgres user. The data
// lives in a temporary folder removed by destroy().
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** A loopback port nobody listens on yet. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function postgresAvailable() {
  return fs.existsSync(path.join(PG_BIN, "pg_ctl"));
}

function asPostgresUser(binary, args) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? "runuser" : path.join(PG_BIN, binary);
  const fullArgs = isRoot ? ["-u", "postgres", "--", path.join(PG_BIN, binary), ...args] : args;
  return execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
}

/** initdb + start on a free loopback port; returns its URL and how to stop, start again and remove it. */
export async function startPostgresServer() {
  if (!postgresAvailable()) throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}): apt-get install postgresql-15`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "campus-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", folder]);
  const data = path.join(folder, "data");
  const port = await freePort();
  asPostgresUser("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const options = `-p ${port} -k ${os.tmpdir()} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asPostgresUser("pg_ctl", ["-D", data, "-l", path.join(folder, "log"), "-w", "-o", options, "start"]);
  // "fast": what a restart or a failover does to open connections.
  const stop = () => asPostgresUser("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
