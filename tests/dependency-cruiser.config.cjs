// The import-cycle check of `npm test` (npm run check:cycles): dependency-cruiser over the
// app's own code (app, components, lib, middleware.ts, instrumentation.ts) fails on any
// cycle. Type-only imports count (tsPreCompilationDeps): a cycle of `import type` costs
// nothing at run time, but it still means two modules each need the other to be read,
// and the row types once formed one (lib/db/types.ts explains how it was broken).
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other, directly or through others (type-only imports included). Move the shared part into a module both import.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Packages and Prisma's generated client are leaves: their own cycles are not ours to fix.
    doNotFollow: { path: ["node_modules", "^lib/db/generated/"] },
    // Before TypeScript erases them: type-only imports are edges too.
    tsPreCompilationDeps: true,
    // The @/ paths of tsconfig.json.
    tsConfig: { fileName: "tsconfig.json" },
  },
};
