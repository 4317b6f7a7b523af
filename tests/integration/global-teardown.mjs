export default async function globalTeardown() {
  await globalThis.__campusSmtpSink?.stop();
  await globalThis.__campusTestDatabase?.drop();
}
