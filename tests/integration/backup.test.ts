import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// `npm run db:backup` / `db:restore` on an embedded database run by another process, as
// under `npm start`: the backup is taken while it runs, is one instant (a transaction
// open at that moment is not in it), and the restore brings back exactly that database
// and those uploaded files, keeping the replaced data aside.

const root = path.resolve(__dirname, "../..");
// PGlite starts three times and the migrations run once: about 25 s here, with room for a busy CI.
// A hang guard, not a target: the tools start and migrate embedded databases of their own,
// which takes minutes on a busy 2-core machine.
jest.setTimeout(300_000);

type Run = { code: number | null; stdout: string; stderr: string };

let scratch: string;
let dbDir: string;
let storageDir: string;

function toolEnv(): NodeJS.ProcessEnv {
  // No DATABASE_URL: the integration suite sets one for its own database.
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", EMBEDDED_DB_DIR: dbDir, STORAGE_DIR: storageDir };
}

function runTool(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", script), ...args], {
      cwd: root,
      env: { ...toolEnv(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run db:embedded` on the scratch folder, in its own process like `npm start`'s database. */
function startDatabase(): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/production/embedded-db.mjs"), dbDir], {
      cwd: root,
      env: { ...toolEnv(), EMBEDDED_DB_PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /on (postgresql:\/\/\S+) with data/.exec(output)?.[1];
      if (url) {
        child.stdout!.off("data", onData);
        resolve({
          url,
          child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once("close", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => reject(new Error(`the embedded database exited (${code}): ${output}`)));
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
    .sort();
}

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "campus-backup-test-"));
  dbDir = path.join(scratch, "pglite");
  storageDir = path.join(scratch, "storage");
});

afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("backing up and restoring the embedded database", () => {
  it("a backup taken while the database runs restores that moment's rows and files exactly", async () => {
    let database = await startDatabase();
    try {
      expect((await runTool("production/prisma.mjs", ["migrate", "deploy"], { DATABASE_URL: database.url })).code).toBe(0);
      await query(database.url, "INSERT INTO campus_locations (name) VALUES ('Kenyatta University, Main Campus')");
      const migrations = await query<{ n: number }>(database.url, "SELECT count(*)::int AS n FROM _prisma_migrations");

      const photo = path.join(storageDir, "product-images", "p1", "photo.webp");
      fs.mkdirSync(path.dirname(photo), { recursive: true });
      fs.writeFileSync(photo, randomBytes(50_000));
      const photoHash = sha256(photo);

      // Another connection is in the middle of a transaction when the backup is taken.
      const busy = new pg.Client({ connectionString: database.url });
      await busy.connect();
      await busy.query("BEGIN");
      await busy.query("INSERT INTO campus_locations (name) VALUES ('Not committed at backup time')");

      const archive = path.join(scratch, "backups", "campus.tar.gz");
      const backup = await runTool("operations/db-backup.mjs", [archive]);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("asking the running database");
      expect(fs.statSync(archive).mode & 0o077).toBe(0);

      await busy.query("COMMIT");
      await busy.end();
      // Later changes: a renamed row, a removed photo, a new one.
      await query(database.url, "UPDATE campus_locations SET name = 'Renamed after the backup' WHERE name LIKE 'Kenyatta%'");
      fs.rmSync(photo);
      fs.mkdirSync(path.join(storageDir, "shop-banners"), { recursive: true });
      fs.writeFileSync(path.join(storageDir, "shop-banners", "later.webp"), "after the backup");

      const whileRunning = await runTool("operations/db-restore.mjs", [archive, "--yes"]);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toMatch(/the app is running on .*stop it first/);
      expect((await query(database.url, "SELECT name FROM campus_locations ORDER BY id")).map((row) => row.name)).toEqual([
        "Renamed after the backup",
        "Not committed at backup time",
      ]);

      await database.stop();

      // With nothing running, the backup opens the folder itself (and gives it back).
      const stoppedBackup = await runTool("operations/db-backup.mjs", [path.join(scratch, "backups", "stopped.tar.gz")]);
      expect(stoppedBackup.code).toBe(0);
      expect(stoppedBackup.stdout).toContain("the database is not running");
      expect(fs.existsSync(`${dbDir}.in-use.json`)).toBe(false);

      const unconfirmed = await runTool("operations/db-restore.mjs", [archive]);
      expect(unconfirmed.code).toBe(1);
      expect(unconfirmed.stderr).toContain("--yes");
      expect(filesUnder(storageDir)).toEqual([path.join("shop-banners", "later.webp")]);

      const restored = await runTool("operations/db-restore.mjs", [archive, "--yes"]);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);

      database = await startDatabase();
      expect(await query(database.url, "SELECT name FROM campus_locations ORDER BY id")).toEqual([{ name: "Kenyatta University, Main Campus" }]);
      expect(await query(database.url, "SELECT count(*)::int AS n FROM _prisma_migrations")).toEqual(migrations);
      expect(filesUnder(storageDir)).toEqual([path.join("product-images", "p1", "photo.webp")]);
      expect(sha256(photo)).toBe(photoHash);

      // What the restore replaced is kept beside it, not deleted.
      const keptAside = fs.readdirSync(scratch).filter((entry) => entry.includes(".before-restore-")).sort();
      expect(keptAside).toEqual([expect.stringMatching(/^pglite\.before-restore-/), expect.stringMatching(/^storage\.before-restore-/)]);
      expect(filesUnder(path.join(scratch, keptAside[1]!))).toEqual([path.join("shop-banners", "later.webp")]);
    } finally {
      await database.stop();
    }
  });

  it("a second process cannot open a folder the running database holds", async () => {
    const database = await startDatabase();
    try {
      const second = await runTool("production/embedded-db.mjs", [dbDir]);
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`the embedded database in ${dbDir} is in use by process ${database.child.pid}`);
    } finally {
      await database.stop();
    }
  });

  it("with DATABASE_URL set it names pg_dump instead of pretending to back up", async () => {
    const refused = await runTool("operations/db-backup.mjs", [], { DATABASE_URL: "postgresql://campus@127.0.0.1:5432/campus" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("pg_dump");
  });
});
