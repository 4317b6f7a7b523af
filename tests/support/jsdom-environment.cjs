// The component tests' environment (named in each file's @jest-environment docblock):
// jsdom, through StrykerJS's wrapper, which also records which test reached which mutant
// for `npm run test:mutation`. Under Stryker, Jest 30 gives every project the top-level
// environment Stryker installs (node), so a project's own `testEnvironment` is lost; a
// file's docblock is the one setting that outranks it. Outside Stryker it is plain jsdom.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS environment module, loaded by Jest by path
module.exports = require("../../node_modules/@stryker-mutator/jest-runner/dist/src/jest-plugins/jest-environment-jsdom.cjs");
