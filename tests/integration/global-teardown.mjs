export default async function globalTeardown() {
  await globalThis.__campusSmtpSink?.stop();
  await globalThis.__campusDarajaSimulator?.close();
  await globalThis.__campusTestDatabase?.drop();
}
