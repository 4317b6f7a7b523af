// Runs once when a server process starts (Next's instrumentation hook): the background
// payment reconciler (lib/payments/reconciler.ts) runs in every app instance.
export async function register() {
  // eslint-disable-next-line no-restricted-syntax -- Next's own markers of the bundle and the build, not our configuration
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startPaymentReconciler } = await import("./lib/payments/reconciler");
  startPaymentReconciler();
}
