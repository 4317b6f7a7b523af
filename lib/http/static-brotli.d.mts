import type { IncomingMessage, ServerResponse } from "node:http";
export declare function staticFileFor(staticDir: string, url: string | undefined): string | null;
export declare function createStaticBrotli(options: { staticDir: string; log?: { warn: (object: object, message: string) => void } }): {
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
};
