import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// `npm run test:mutation` needs each component test file to name its jsdom environment in a
// docblock (tests/support/jsdom-environment.cjs says why). A new file without it would run
// under node when mutants are tested, fail the dry run, or count nothing it reaches.
describe("mutation testing set-up", () => {
  it("every component test file names the jsdom environment in its docblock", () => {
    const folder = path.resolve(__dirname, "../components");
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".test.tsx"))) {
      const opening = readFileSync(path.join(folder, file), "utf8").slice(0, 200);
      expect({ file, named: opening.includes("@jest-environment ./tests/support/jsdom-environment.cjs") }).toEqual({ file, named: true });
    }
  });
});
