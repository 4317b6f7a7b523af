import fc from "fast-check";
import { isClearRefusal, resetRateLimits, snapshot, type Outcome, type Snapshot, type watchServerErrors } from "./harness";

// The one property every entry point must hold, whatever it is sent: an
// answer (its result, or a refusal the user can read), never an exception or
// a 5xx, and when it refuses, not one row or file changed.

export type PropertyOptions<T> = {
  numRuns: number;
  /** Cases run first on every run, whatever the seed (the known ways in, such as a NUL in each text field). */
  examples?: Array<[T]>;
  errors: ReturnType<typeof watchServerErrors>;
  /** Puts back what the valid input needs, before the "before" snapshot of each run. */
  prepare?: () => Promise<unknown>;
  /** What counts as a refusal here, when not an ActionResult failure (next-auth's own answers, the media 404). */
  isRefusal?: (outcome: Outcome) => boolean;
  /** Extra checks on an accepted input (mass assignment: the stored row is still the caller's own, not staff...). */
  whenAllowed?: (value: T, outcome: Outcome) => Promise<void> | void;
};

function describeOutcome(outcome: Outcome): string {
  return JSON.stringify({ status: outcome.status, ok: outcome.ok, message: outcome.message });
}

export async function answersEveryInput<T>(arbitrary: fc.Arbitrary<T>, attempt: (value: T) => Promise<Outcome>, options: PropertyOptions<T>): Promise<void> {
  const isRefusal = options.isRefusal ?? isClearRefusal;
  // The state before a run is the state after the previous one (or after
  // `prepare`): one fingerprint per run instead of two on a slow machine.
  let baseline: Snapshot | undefined;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      options.errors.clear();
      // Limits would turn most runs into 429s and hide what the input does (their table is not in the fingerprint).
      await resetRateLimits();
      if (options.prepare) {
        await options.prepare();
        baseline = undefined;
      }
      const before = baseline ?? (await snapshot());
      baseline = undefined;
      const outcome = await attempt(value);
      const unexpected = options.errors.lines();
      if (unexpected.length > 0) throw new Error(`a server error instead of an answer ${describeOutcome(outcome)}: ${unexpected.join(" | ").slice(0, 600)}`);
      if (!outcome.ok && !isRefusal(outcome)) throw new Error(`not a clear refusal: ${describeOutcome(outcome)}`);
      if (outcome.ok) await options.whenAllowed?.(value, outcome);
      const after = await snapshot();
      if (!outcome.ok && JSON.stringify(after) !== JSON.stringify(before)) {
        const changed = Object.keys(after.tables).filter((table) => after.tables[table] !== before.tables[table]);
        throw new Error(`refused ${describeOutcome(outcome)} but changed ${changed.join(", ") || "the stored files"}`);
      }
      baseline = after;
    }),
    // endOnFailure: a failing run is reported as found; shrinking would repeat hundreds of database calls.
    { numRuns: options.numRuns, examples: options.examples, endOnFailure: true },
  );
}
