import fs from "node:fs";
import path from "node:path";

// The browser calls a server action one way: through components/ui/use-server-action.ts
// (next-safe-action's useAction, its answer read as our ActionResult), directly or under
// ActionForm. A component that called an action itself, or through React's useActionState,
// would read the answer its own way again; this test names the file that does.

const ROOT = path.resolve(__dirname, "../..");
const HELPER = "components/ui/use-server-action.ts";

function clientFiles(directory: string): string[] {
  return fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return clientFiles(relative);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const text = fs.readFileSync(path.join(ROOT, relative), "utf8");
    return /^["']use client["']/m.test(text) ? [relative] : [];
  });
}

const files = [...clientFiles("components"), ...clientFiles("app")];

/** The names a file imports (values, not types) from lib/actions. */
function importedActions(text: string): string[] {
  const names: string[] = [];
  for (const [, list] of text.matchAll(/import\s*{([^}]*)}\s*from\s*["']@\/lib\/actions\/[^"']+["']/g)) {
    for (const part of list!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/).pop()!.trim());
    }
  }
  return names.filter((name) => /Action$/.test(name));
}

describe("how the browser calls a server action", () => {
  it("there are client files that call actions (the scan sees them)", () => {
    expect(files.filter((file) => importedActions(fs.readFileSync(path.join(ROOT, file), "utf8")).length > 0).length).toBeGreaterThan(20);
  });

  it.each(files)("%s hands its actions to the one helper and calls none itself", (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const code = text.replace(/^import[^;]*;$/gm, "");
    for (const name of importedActions(text)) {
      // Allowed: useServerAction(x, …), call(x, …), action={x}, action: x (a write handed to a hook).
      for (const match of code.matchAll(new RegExp(`\\b${name}\\b`, "g"))) {
        const before = code.slice(Math.max(0, match.index - 20), match.index);
        expect({ file, name, use: `${before}${name}` }).toEqual({ file, name, use: expect.stringMatching(/(useServerAction\(|call\(|action=\{|action: )\w+$/) });
      }
    }
    expect(code).not.toMatch(/\buseActionState\(/);
    if (file !== HELPER) expect(text).not.toMatch(/from ["']next-safe-action\/hooks["']/);
  });
});
