import { createTestDatabase } from "./test-database.mjs";

export default async function globalSetup() {
  const database = await createTestDatabase();
  globalThis.__campusTestDatabase = database;
  // Workers inherit this environment; lib/env.ts validates it like the app does.
  process.env.DATABASE_URL = database.url;
  process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-at-least-32-characters";
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  process.env.DATABASE_POOL_SIZE ??= "5";
  console.log(`\nintegration tests on a fresh ${database.kind} database`);
}
