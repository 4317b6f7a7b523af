// `npm run ledger:check`: checks the payment ledger in DATABASE_URL (lib/db/ledger.ts) and
// exits 1 naming every rule broken and the rows that break it. Read only.
//
// Needs only the database: the app's other settings (NEXTAUTH_SECRET and the rest) are
// not read, so a placeholder satisfies the settings check lib/db/client.ts runs.

async function main(): Promise<number> {
  if (!process.env.DATABASE_URL) {
    console.error("ledger:check needs DATABASE_URL: the PostgreSQL database to check (the app's own).");
    return 2;
  }
  process.env.NEXTAUTH_SECRET ??= "ledger-check-reads-the-database-and-nothing-else";
  const { findLedgerProblems } = await import("../../lib/db/ledger");
  const { db } = await import("../../lib/db/client");
  const problems = await findLedgerProblems();
  await db.$disconnect();
  if (problems.length === 0) {
    console.log("ledger: every paid order has exactly one matching payment; no receipt twice; nothing paid that was not ordered.");
    return 0;
  }
  for (const { rule, rows } of problems) {
    console.error(`ledger: broken: ${rule}`);
    for (const row of rows.slice(0, 50)) console.error(`  ${row}`);
    if (rows.length > 50) console.error(`  … and ${rows.length - 50} more`);
  }
  return 1;
}

main().then((code) => process.exit(code));
