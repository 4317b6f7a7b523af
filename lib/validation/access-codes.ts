import { z } from "zod";

// Spec: the count input is 1 to 50, default 1.
export const ACCESS_CODES_MAX_PER_BATCH = 50;

export const generateCodesSchema = z.object({
  count: z.coerce
    .number({ error: "Enter a number from 1 to 50" })
    .int("Enter a number from 1 to 50")
    .min(1, "Enter a number from 1 to 50")
    .max(ACCESS_CODES_MAX_PER_BATCH, "Enter a number from 1 to 50")
    .default(1),
});
