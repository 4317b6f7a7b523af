import { spawn } from "node:child_process";
import path from "node:path";

// Bad configuration stops start-up at once with one line naming the variable,
// before anything is built, started or migrated.

const root = path.resolve(__dirname, "../..");

function startWith(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/production/start.mjs"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...env },
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("close", (code) => resolve({ code, stderr, stdout }));
  });
}

describe("start-up with a bad environment", () => {
  it("a malformed DATABASE_URL stops start-up with one line naming it", async () => {
    const result = await startWith({ DATABASE_URL: "mysql://localhost/campus", NEXTAUTH_SECRET: "x".repeat(40), PORT: "3998" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Invalid environment: DATABASE_URL must be a URL like postgresql://user:password@host:5432/database",
    );
  });

  it("a missing NEXTAUTH_SECRET stops start-up against a real database", async () => {
    const result = await startWith({ DATABASE_URL: "postgresql://campus@localhost:5432/campus", PORT: "3998" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("Invalid environment: NEXTAUTH_SECRET is missing");
  });
});
