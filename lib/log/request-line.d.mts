export declare function routeForLog(url: string | undefined): string;
export declare function requestIdFor(incoming: string | string[] | undefined, trustedHops: number): string;
