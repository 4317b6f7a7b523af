export type ShutdownPhase = "streams" | "jobs" | "connections";
export declare function isDraining(): boolean;
export declare function onShutdown(phase: ShutdownPhase, stop: () => unknown): () => void;
export declare function beginDrain(): void;
export declare function runShutdownPhase(phase: ShutdownPhase, options?: { timeoutMs?: number }): Promise<string[]>;
export declare const SHUTDOWN_PHASES: ShutdownPhase[];
export declare function resetShutdownState(): void;
