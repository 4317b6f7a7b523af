import { beginDrain, isDraining, onShutdown, resetShutdownState, runShutdownPhase } from "@/lib/lifecycle/shutdown.mjs";

afterEach(() => resetShutdownState());

describe("a graceful stop", () => {
  it("starts draining only when asked", () => {
    expect(isDraining()).toBe(false);
    beginDrain();
    expect(isDraining()).toBe(true);
  });

  it("runs only the hooks of the phase asked for, each once", async () => {
    const ran: string[] = [];
    onShutdown("streams", () => void ran.push("stream"));
    onShutdown("jobs", () => void ran.push("jobs"));
    onShutdown("connections", () => void ran.push("pool"));
    await runShutdownPhase("streams");
    expect(ran).toEqual(["stream"]);
    await runShutdownPhase("jobs");
    await runShutdownPhase("connections");
    await runShutdownPhase("connections");
    expect(ran).toEqual(["stream", "jobs", "pool"]);
  });

  it("waits for a hook that finishes its work", async () => {
    let finished = false;
    onShutdown("jobs", () => new Promise<void>((resolve) => setTimeout(() => ((finished = true), resolve()), 30)));
    await runShutdownPhase("jobs", { timeoutMs: 1_000 });
    expect(finished).toBe(true);
  });

  it("gives up on a hook that hangs, and says which phase did not stop", async () => {
    onShutdown("jobs", () => new Promise(() => {}));
    const started = Date.now();
    const failures = await runShutdownPhase("jobs", { timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(failures).toEqual(["jobs did not stop within 50 ms"]);
  });

  it("a hook that throws does not stop the others", async () => {
    const ran: string[] = [];
    onShutdown("connections", () => {
      throw new Error("pool already closed");
    });
    onShutdown("connections", () => void ran.push("listener"));
    const failures = await runShutdownPhase("connections");
    expect(ran).toEqual(["listener"]);
    expect(failures).toEqual(["pool already closed"]);
  });

  it("a hook forgotten (its stream ended by itself) is not run", async () => {
    const ran: string[] = [];
    const forget = onShutdown("streams", () => void ran.push("stream"));
    forget();
    await runShutdownPhase("streams");
    expect(ran).toEqual([]);
  });

  it("an unknown phase is refused", () => {
    expect(() => onShutdown("later" as never, () => {})).toThrow(/unknown shutdown phase/);
  });
});
