import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { claimDataDir, claimFileOf, findClaim } from "../../scripts/production/db-backup-control.mjs";

// The loopback control endpoint a running embedded database answers backups on, called the
// way anything else on the machine could: a web page in a student's browser (DNS rebinding
// makes 127.0.0.1 reachable from one), another user's process, a guess at the token. Only
// the holder of the claim file's token gets a snapshot; nobody else learns anything.

type Answer = { status: number; body: string };

function call(port: number, method: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

let dataDir: string;
let snapshots: number;
let claim: { release(): Promise<void> };
let claimed: { port: number; token: string; pid: number };

beforeEach(async () => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "backup-control-")), "db");
  snapshots = 0;
  claim = await claimDataDir(dataDir, {
    purpose: "test",
    snapshot: async () => {
      snapshots++;
      return new Blob(["the database"]);
    },
  });
  claimed = JSON.parse(fs.readFileSync(claimFileOf(dataDir), "utf8"));
});

afterEach(async () => {
  await claim.release();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe("the backup control endpoint", () => {
  it("gives a snapshot to the holder of the claim's token", async () => {
    const answer = await call(claimed.port, "POST", "/snapshot", { authorization: `Bearer ${claimed.token}` });
    expect(answer).toEqual({ status: 200, body: "the database" });
    expect(snapshots).toBe(1);
  });

  it.each([
    ["no token", {}],
    ["a wrong token of the right length", () => ({ authorization: `Bearer ${"0".repeat(claimed.token.length)}` })],
    ["the token with one character changed", () => ({ authorization: `Bearer ${claimed.token.slice(0, -1)}${claimed.token.endsWith("a") ? "b" : "a"}` })],
    ["a prefix of the token", () => ({ authorization: `Bearer ${claimed.token.slice(0, 16)}` })],
    ["the token with more after it", () => ({ authorization: `Bearer ${claimed.token}0` })],
    ["the token without the Bearer scheme", () => ({ authorization: claimed.token })],
    ["the token in a cookie, as a browser would send it", () => ({ cookie: `token=${claimed.token}` })],
  ] as const)("refuses a snapshot with %s, and takes none", async (_, headers) => {
    const sent = typeof headers === "function" ? headers() : headers;
    const answer = await call(claimed.port, "POST", "/snapshot", { ...sent, origin: "http://evil.example" });
    expect(answer).toEqual({ status: 401, body: "" });
    expect(snapshots).toBe(0);
  });

  it("says nothing about who holds the folder without the token", async () => {
    const answer = await call(claimed.port, "GET", "/ping");
    expect(answer).toEqual({ status: 401, body: "" });
  });

  it("listens on loopback only, and its claim file is readable by its owner only", async () => {
    expect((fs.statSync(claimFileOf(dataDir)).mode & 0o777).toString(8)).toBe("600");
    const addresses = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === "IPv4" && !a.internal)
      .map((a) => a!.address);
    for (const address of addresses) {
      await expect(
        new Promise((resolve, reject) => {
          const request = http.request({ host: address, port: claimed.port, path: "/ping" }, resolve);
          request.on("error", reject);
          request.end();
        }),
      ).rejects.toMatchObject({ code: "ECONNREFUSED" });
    }
  });

  it("is found by a backup through the claim file, and gone once released", async () => {
    await expect(findClaim(dataDir)).resolves.toMatchObject({ pid: process.pid, purpose: "test" });
    await claim.release();
    expect(fs.existsSync(claimFileOf(dataDir))).toBe(false);
    await expect(findClaim(dataDir)).resolves.toBeNull();
  });
});
