import type { Logger } from "pino";

export declare const REDACTED: string;
export declare function maskPhone(phone: string | number): string;
export declare function maskPhonesIn(text: string): string;
export declare function scrub<T>(value: T, depth?: number): unknown;
export declare function createLogger(options?: { destination?: NodeJS.WritableStream | { write(line: string): unknown }; env?: Record<string, string | undefined>; level?: string }): Logger;
export declare const logger: Logger;
