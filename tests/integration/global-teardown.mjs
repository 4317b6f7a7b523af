export default async function globalTeardown() {
  await globalThis.__campusSmtpSink?.stop();
  await Promise.all((globalThis.__campusDarajaSimulators ?? []).map((simulator) => simulator.close()));
  await globalThis.__campusTestDatabases?.drop();
}
