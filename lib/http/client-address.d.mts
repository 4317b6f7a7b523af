export declare const CLIENT_IP_HEADER: "x-campus-client-ip";
export declare const UNKNOWN_CLIENT: "unknown";
export declare function parseTrustedHops(value: string | undefined): number;
export declare function normaliseAddress(raw: unknown): string;
export declare function resolveClientAddress(input: { peer: string | undefined; forwardedFor: string | string[] | undefined; trustedHops: number }): string;
