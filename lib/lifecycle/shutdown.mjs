// A graceful stop, shared by the launcher's HTTP server (scripts/production/server.mjs) and the
// app's own modules. Next builds the app into several bundles, each with its own copy of a
// module, so the state lives on globalThis: the server starts the drain, and whatever the app
// opened (event streams, the background reconciler, the database pool) registered how to stop.
//
// Phases, in order: "streams" (live event streams end with a short retry, so browsers
// reconnect to another instance), then, once the requests in flight have finished,
// "jobs" (the reconciler finishes its round) and "connections" (listeners and the pool).
const PHASES = ["streams", "jobs", "connections"];

const state = (globalThis.__campusLifecycle ??= { draining: false, hooks: new Map(), nextId: 1 });

/** True from the moment the server was asked to stop: /api/ready answers 503 so balancers stop sending. */
export function isDraining() {
  return state.draining;
}

/** Registers how to stop something at `phase`; returns a function that forgets it (once it stopped by itself). */
export function onShutdown(phase, stop) {
  if (!PHASES.includes(phase)) throw new Error(`unknown shutdown phase ${phase}`);
  const id = state.nextId++;
  state.hooks.set(id, { phase, stop });
  return () => state.hooks.delete(id);
}

export function beginDrain() {
  state.draining = true;
}

/** Runs every hook of one phase, each bounded by `timeoutMs`; returns the names of failures. */
export async function runShutdownPhase(phase, { timeoutMs = 10_000 } = {}) {
  const hooks = [...state.hooks.entries()].filter(([, hook]) => hook.phase === phase);
  const failures = [];
  await Promise.all(
    hooks.map(async ([id, hook]) => {
      state.hooks.delete(id);
      let timer;
      try {
        await Promise.race([
          Promise.resolve().then(() => hook.stop()),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`${phase} did not stop within ${timeoutMs} ms`)), timeoutMs);
            timer.unref?.();
          }),
        ]);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return failures;
}

export const SHUTDOWN_PHASES = PHASES;

/** For tests: forget every hook and the drain. */
export function resetShutdownState() {
  state.draining = false;
  state.hooks.clear();
}
