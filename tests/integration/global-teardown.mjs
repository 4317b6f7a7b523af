export default async function globalTeardown() {
  await globalThis.__campusTestDatabase?.drop();
}
