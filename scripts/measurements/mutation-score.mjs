#!/usr/bin/env node
// The per-file gate of `npm run test:mutation`: reads Stryker's JSON report, prints the
// score of every mutated file (the table the README keeps) and fails when any is under
// 80 %. Stryker's own `break` threshold is for the total, where one well-tested file can
// hide a weak one. Mutants no test reaches count against the score, as in Stryker's.
import fs from "node:fs";
import path from "node:path";

const THRESHOLD = 80;
const report = JSON.parse(fs.readFileSync(process.argv[2] ?? "reports/mutation/mutation.json", "utf8"));
const DETECTED = new Set(["Killed", "Timeout"]);
const NOT_COUNTED = new Set(["Ignored", "CompileError", "RuntimeError"]);

const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const counted = mutants.filter((mutant) => !NOT_COUNTED.has(mutant.status));
  const killed = counted.filter((mutant) => DETECTED.has(mutant.status)).length;
  const unreached = counted.filter((mutant) => mutant.status === "NoCoverage").length;
  const score = counted.length === 0 ? 100 : (100 * killed) / counted.length;
  return { file: path.relative(process.cwd(), path.resolve(file)), score, killed, survived: counted.length - killed - unreached, unreached };
});
rows.sort((a, b) => a.score - b.score || a.file.localeCompare(b.file));

console.log("\n| file | score | killed | survived | reached by no test |\n| --- | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(`| ${row.file} | ${Math.floor(row.score)} % | ${row.killed} | ${row.survived} | ${row.unreached} |`);
const weak = rows.filter((row) => row.score < THRESHOLD);
if (weak.length > 0) {
  console.error(`\n${weak.length} of ${rows.length} files under ${THRESHOLD} %: ${weak.map((row) => row.file).join(", ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} mutated files score ${THRESHOLD} % or more.`);
