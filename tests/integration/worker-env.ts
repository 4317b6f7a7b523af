// Runs in each Jest worker before a test file loads: this worker's database, Daraja simulator,
// callback port and folders (made by global-setup.mjs), so two workers never share rows,
// pushes or files.
const environments = JSON.parse(process.env.TEST_WORKER_ENVIRONMENTS ?? "[]") as Record<string, string>[];
if (environments.length > 0) {
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  Object.assign(process.env, environments[(worker - 1) % environments.length]);
}
export {};
