export declare function freePort(): Promise<number>;
export declare function postgresAvailable(): boolean;
export declare function startPostgresServer(): Promise<{ url: string; port: number; start: () => void; stop: () => void; destroy: () => void }>;
