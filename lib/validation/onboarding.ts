import { z } from "zod";

/** The tutorial's one server write: finished (true) or restarted (false). */
export const onboardingStateSchema = z.object({ completed: z.boolean() }).strict();
