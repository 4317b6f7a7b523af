import { DarajaError } from "@/lib/mpesa/daraja-client";
import { until } from "@/tests/support/poll";

/** The DarajaError a call ends with; anything else (or success) fails the test. */
export async function darajaRejection(promise: Promise<unknown>): Promise<DarajaError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DarajaError) return error;
    throw error;
  }
  throw new Error("expected a DarajaError");
}

/** Waits until the simulator's student has answered this prompt (a query then gives the result), instead of sleeping past its callback delay. */
export async function untilStudentAnswered(simulatorUrl: string, checkoutRequestId: string): Promise<void> {
  await until(
    async () => {
      const pushes = (await (await fetch(`${simulatorUrl}/__sim/pushes`)).json()) as Array<{ checkoutRequestId: string; answered: boolean }>;
      return pushes.some((push) => push.checkoutRequestId === checkoutRequestId && push.answered);
    },
    { timeoutMs: 10_000, everyMs: 50 },
  );
}

/** Waits until no prompt of the simulator's holds `phone`, so a new push to it is taken (Daraja refuses one while a prompt is unanswered). */
export async function untilPhoneFree(simulatorUrl: string, phone: string): Promise<void> {
  await until(
    async () => {
      const pushes = (await (await fetch(`${simulatorUrl}/__sim/pushes`)).json()) as Array<{ phone: string; holdsPhone: boolean }>;
      return !pushes.some((push) => push.phone === phone && push.holdsPhone);
    },
    { timeoutMs: 10_000, everyMs: 50 },
  );
}
