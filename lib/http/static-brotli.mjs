// The build's script and style files in brotli for browsers that take it, answered by the app's
// own server (scripts/production/server.mjs) before Next.js, which only sends gzip. On a phone on
// slow data the framework's scripts are most of a first visit: brotli at its best setting
// carries them in about 15 % fewer bytes than gzip (docs/performance.md, "A phone on slow data").
// The files under /_next/static never change once built (their names hold their hash), so each is
// compressed once, on its first request, and kept in memory; anything else, or a client without
// brotli, goes to Next as before.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { chooseEncoding } from "./visitor-page-cache.mjs";

const brotli = promisify(zlib.brotliCompress);
const PREFIX = "/_next/static/";
/** The kinds of file worth compressing, and how they are served. */
const TYPES = new Map([
  [".js", "application/javascript; charset=UTF-8"],
  [".css", "text/css; charset=UTF-8"],
  [".svg", "image/svg+xml"],
  [".json", "application/json; charset=UTF-8"],
]);
/** A file bigger than this is left to Next (none of ours comes close). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The file under `staticDir` a request names, or null when it names none this may answer.
 * @param {string} staticDir absolute
 * @param {string | undefined} url
 */
export function staticFileFor(staticDir, url) {
  if (!url?.startsWith(PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(url.slice(PREFIX.length).split("?")[0] ?? "");
  } catch {
    return null;
  }
  if (!relative || relative.includes("\0") || !TYPES.has(path.extname(relative))) return null;
  const file = path.resolve(staticDir, relative);
  return file.startsWith(staticDir + path.sep) ? file : null;
}

/**
 * @param {{ staticDir: string, log?: { warn: (object: object, message: string) => void } }} options
 */
export function createStaticBrotli({ staticDir, log }) {
  const root = path.resolve(staticDir);
  /** @type {Map<string, Promise<Buffer | null>>} */
  const compressed = new Map();

  /** @param {string} file */
  async function compress(file) {
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return null;
      const source = await fs.readFile(file);
      return await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") log?.warn({ err: error, file }, "static brotli: a file was not compressed");
      return null;
    }
  }

  return {
    /**
     * Answers the request with the brotli file when it can; false when Next should answer.
     * @param {import("node:http").IncomingMessage} request
     * @param {import("node:http").ServerResponse} response
     */
    async handle(request, response) {
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      const file = staticFileFor(root, request.url);
      if (!file || chooseEncoding(request.headers["accept-encoding"]) !== "br") return false;
      let pending = compressed.get(file);
      if (!pending) {
        pending = compress(file);
        compressed.set(file, pending);
      }
      const body = await pending;
      // A file that is not there now may be there after a deploy's files land: ask again next time.
      if (!body) {
        compressed.delete(file);
        return false;
      }
      response.statusCode = 200;
      response.setHeader("content-type", /** @type {string} */ (TYPES.get(path.extname(file))));
      response.setHeader("content-encoding", "br");
      response.setHeader("content-length", body.length);
      response.setHeader("vary", "Accept-Encoding");
      response.setHeader("cache-control", "public, max-age=31536000, immutable");
      response.setHeader("x-content-type-options", "nosniff");
      response.end(request.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}
