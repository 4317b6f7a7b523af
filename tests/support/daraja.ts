import { DarajaError } from "@/lib/mpesa/daraja-client";

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
