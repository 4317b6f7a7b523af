// Who has the embedded database's folder open, and how to ask that process for a snapshot.
//
// PGlite takes no lock on its folder: a second process that opens it while `npm start`
// runs would write over it. So whoever opens the folder (the launcher, `db:embedded`,
// a backup or a restore) first claims it with a file beside it, `<folder>.in-use.json`,
// naming its process and a loopback-only control endpoint guarded by a random token
// (the file is readable by its owner only). `npm run db:backup` finds the running
// database through that file and asks its process for a snapshot: PGlite's own copy of
// its folder, taken between two statements (scripts/operations/db-backup.mjs says why it is consistent).
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

export function claimFileOf(dataDir) {
  return `${path.resolve(dataDir)}.in-use.json`;
}

function processExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return error.code === "EPERM";
  }
}

function ask(claim, method, urlPath, { timeoutMs = 2000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: claim.port, method, path: urlPath, headers: { authorization: `Bearer ${claim.token}` }, timeout: timeoutMs },
      resolve,
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("no answer"), { code: "ETIMEDOUT" })));
    request.on("error", reject);
    request.end();
  });
}

function readClaim(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * The claim on `dataDir` if its process still holds it, else null (no file, or a stale
 * one left by a process that died). A process that exists but does not answer in time
 * counts as holding it: a busy launcher must not be taken for a dead one.
 */
export async function findClaim(dataDir) {
  const claim = readClaim(claimFileOf(dataDir));
  if (!claim || !Number.isInteger(claim.pid) || !processExists(claim.pid)) return null;
  try {
    const response = await ask(claim, "GET", "/ping");
    response.resume();
    // Another program on a reused port, or a reused process id: not ours.
    return response.statusCode === 200 ? claim : null;
  } catch (error) {
    return error.code === "ECONNREFUSED" ? null : claim;
  }
}

function inUseError(dataDir, claim) {
  return Object.assign(
    new Error(`the embedded database in ${dataDir} is in use by process ${claim.pid} (${claim.purpose}); stop it first`),
    { code: "EMBEDDED_DB_IN_USE", claim: { pid: claim.pid, purpose: claim.purpose } },
  );
}

/**
 * Claims `dataDir` for this process, or throws (code EMBEDDED_DB_IN_USE) when a live
 * process holds it. `snapshot()` (optional) answers backups: it resolves with the
 * folder as an uncompressed tar. `release()` gives the folder back.
 */
export async function claimDataDir(dataDir, { purpose, snapshot } = {}) {
  const file = claimFileOf(dataDir);
  const token = randomBytes(32).toString("hex");
  const expected = Buffer.from(`Bearer ${token}`);
  const authorized = (request) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const server = http.createServer(async (request, response) => {
    if (!authorized(request)) return response.writeHead(401).end();
    if (request.method === "GET" && request.url === "/ping") return response.writeHead(200).end(JSON.stringify({ pid: process.pid, purpose }));
    if (request.method === "POST" && request.url === "/snapshot") {
      if (!snapshot) return response.writeHead(409).end(`busy: ${purpose}`);
      try {
        const tarball = await snapshot();
        response.writeHead(200, { "content-type": "application/x-tar", "content-length": tarball.size });
        await pipeline(tarball.stream(), response);
      } catch (error) {
        if (!response.headersSent) response.writeHead(500).end(error instanceof Error ? error.message : String(error));
        else response.destroy();
      }
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const claim = { pid: process.pid, purpose, port: server.address().port, token, since: new Date().toISOString() };

  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(claim), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if (error.code !== "EEXIST" || attempt > 0) {
        server.close();
        throw error;
      }
      const holder = await findClaim(dataDir);
      if (holder) {
        server.close();
        throw inUseError(dataDir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Only our own claim: never a file some later process wrote after ours went stale.
      if (readClaim(file)?.token === token) fs.rmSync(file, { force: true });
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks the process holding `claim` for a snapshot and writes it to `destination`. */
export async function fetchSnapshot(claim, destination) {
  const response = await ask(claim, "POST", "/snapshot", { timeoutMs: 120_000 });
  if (response.statusCode !== 200) {
    let body = "";
    for await (const chunk of response) body += chunk;
    throw new Error(`the running database's process (${claim.pid}) could not take a snapshot: ${response.statusCode} ${body}`.trim());
  }
  await pipeline(response, fs.createWriteStream(destination, { mode: 0o600 }));
  const expected = Number(response.headers["content-length"]);
  const written = fs.statSync(destination).size;
  if (written !== expected) throw new Error(`the snapshot was cut short (${written} of ${expected} bytes)`);
}
