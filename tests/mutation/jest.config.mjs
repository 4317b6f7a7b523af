import path from "node:path";
import { fileURLToPath } from "node:url";
import jestConfig from "../jest.config.mjs";

// The repository's root: Stryker's Jest runner takes this file's folder as the root otherwise.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The tests StrykerJS runs against each mutant (tests/mutation/stryker.config.mjs): the unit and component
// projects only, which need no database and run in seconds. Component test files name their
// environment in a docblock (tests/support/jsdom-environment.cjs explains why).
const nameOf = (project) => project.displayName?.name ?? project.displayName;

export default async function mutationJestConfig() {
  const { projects } = await jestConfig();
  return {
    rootDir: root,
    projects: projects
      .filter((project) => ["unit", "components"].includes(nameOf(project)))
      // Jest walks its roots on every run, and Stryker runs Jest once per mutant: without
      // node_modules each run starts ~0.1 s sooner, minutes over a whole run.
      .map((project) => ({ ...project, rootDir: root, roots: ["lib", "components", "app", "tests", "scripts"].map((dir) => path.join(root, dir)) })),
  };
}
