import jestConfig from "./jest.config.mjs";

// The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit and component
// projects only, which need no database and run in seconds. Component test files name their
// environment in a docblock (tests/support/jsdom-environment.cjs explains why).
const nameOf = (project) => project.displayName?.name ?? project.displayName;

export default async function mutationJestConfig() {
  const { projects } = await jestConfig();
  return { projects: projects.filter((project) => ["unit", "components"].includes(nameOf(project))) };
}
