/**
 * For "nothing else happened" assertions: checks the condition again and again
 * over a quiet period and fails the moment it stops holding, instead of one
 * look after a fixed sleep.
 */
export async function staysTrue(condition: () => Promise<boolean> | boolean, { forMs = 400, everyMs = 50 } = {}): Promise<void> {
  const until = Date.now() + forMs;
  do {
    if (!(await condition())) throw new Error("the condition stopped holding during the quiet period");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  } while (Date.now() < until);
}
