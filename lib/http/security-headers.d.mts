export declare const NONCE_HEADER: "x-nonce";
export declare function createNonce(): string;
export declare function contentSecurityPolicy(nonce: string, options?: { dev?: boolean; https?: boolean }): string;
export declare function cachedPageContentSecurityPolicy(scriptHashes: readonly string[], options?: { https?: boolean }): string;
export declare function strictTransportSecurity(): string;
export declare function forwardedProtoIsHttps(value: string | string[] | undefined): boolean;
export declare function cameOverHttps(request: { headers: Headers; nextUrl: { protocol: string } }): boolean;
