// Waiting for something another process or connection does (a notification
// heard, a callback settled, a server up) by looking again and again until it
// holds, instead of sleeping a fixed time that is either too long on a quiet
// machine or too short on a busy CI runner. One helper for every suite, so a
// timeout always reads the same way and says what was last seen.

export type PollOptions = {
  /** How long to keep looking before the test fails. */
  timeoutMs?: number;
  /** The pause between two looks. */
  everyMs?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds for what was read, and returns that value (so the
 * test can go on to assert on it). Throws after `timeoutMs` with the last value.
 */
export async function pollUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, { timeoutMs = 10_000, everyMs = 100 }: PollOptions = {}): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await pause(everyMs);
  }
}

/**
 * Checks until `check` is true, and returns how many milliseconds that took.
 * A check that throws (a server not listening yet) counts as not yet; after
 * `timeoutMs` the error names the last such failure.
 */
export async function until(check: () => boolean | Promise<boolean>, { timeoutMs = 10_000, everyMs = 50 }: PollOptions = {}): Promise<number> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`not true within ${timeoutMs} ms${lastError ? ` (last attempt threw: ${lastError instanceof Error ? lastError.message : String(lastError)})` : ""}`);
    }
    await pause(everyMs);
  }
}
