import { z } from "zod";

// Spec: the count input is 1 to 50, default 1.
export const ACCESS_CODES_MAX_PER_BATCH = 50;

// The schema's message answers every refusal: not a number, not whole, under 1, over 50.
export const generateCodesSchema = z.object({
  count: z.coerce.number({ error: "Enter a number from 1 to 50" }).int().min(1).max(ACCESS_CODES_MAX_PER_BATCH).default(1),
});
