import { Writable } from "node:stream";
import { createLogger, maskPhone, maskPhonesIn, REDACTED } from "@/lib/log/logger.mjs";
import { requestIdFor, routeForLog } from "@/lib/log/request-line.mjs";

/** A logger whose JSON lines are collected instead of written to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ destination, env: { NODE_ENV: "production" }, level: "info" });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("phone numbers in logs", () => {
  it("a payer's number keeps its first four and last three digits", () => {
    expect(maskPhone("254712345123")).toBe("2547•••••123");
    expect(maskPhone("0712345123")).toBe("0712•••123");
  });

  it("a number too short to be a phone is hidden whole", () => {
    expect(maskPhone("12345")).toBe("•••••");
  });

  it.each([
    ["paid by 254712345123", "paid by 2547•••••123"],
    ["paid by +254712345123.", "paid by +254••••••123."],
    ["0112345678 and 0712345678", "0112•••678 and 0712•••678"],
  ])("every phone in a text is masked: %s", (text, masked) => {
    expect(maskPhonesIn(text)).toBe(masked);
  });

  it("a longer run of digits (an id, a timestamp) is left alone", () => {
    expect(maskPhonesIn("ws_CO_26112026010203254712345678901")).toBe("ws_CO_26112026010203254712345678901");
    expect(maskPhonesIn("1764118923254712345")).toBe("1764118923254712345");
  });
});

describe("what a log line never carries", () => {
  it("a phone in a field, nested or in an array, is masked", () => {
    const { logger, parsed } = capturedLogger();
    logger.info({ orderId: "o-1", phone: "254712345123", payer: { msisdn: "254798765432" }, tried: ["254711111222"] }, "push sent");
    const [line] = parsed();
    expect(line).toMatchObject({ orderId: "o-1", phone: "2547•••••123", payer: { msisdn: "2547•••••432" }, tried: ["2547•••••222"], msg: "push sent" });
  });

  it("a phone in the message text is masked", () => {
    const { logger, lines } = capturedLogger();
    logger.warn("payment for 254712345123 expired");
    expect(lines.join("\n")).not.toContain("254712345123");
    expect(lines.join("\n")).toContain("2547•••••123");
  });

  it.each(["password", "token", "passkey", "consumerSecret", "consumer_key", "SecurityCredential", "authorization", "cookie", "callbackToken"])("a value named %s is redacted at any depth", (key) => {
    const { logger, lines } = capturedLogger();
    logger.info({ [key]: "s3cret-value", nested: { [key]: "s3cret-value" }, list: [{ [key]: "s3cret-value" }] }, "config");
    expect(lines.join("\n")).not.toContain("s3cret-value");
    expect(lines.join("\n")).toContain(REDACTED);
  });

  it("an error keeps its type and message, with any phone in them masked", () => {
    const { logger, parsed } = capturedLogger();
    logger.error({ err: new TypeError("no answer for 254712345123") }, "push failed");
    const [line] = parsed();
    expect(line?.err).toMatchObject({ type: "TypeError", message: "no answer for 2547•••••123" });
    expect(JSON.stringify(line)).not.toContain("254712345123");
  });

  it("each line is one JSON object with its level name, time and service", () => {
    const { logger, parsed } = capturedLogger();
    logger.info({ requestId: "r-1" }, "request");
    expect(parsed()[0]).toMatchObject({ level: "info", service: "campus-market", requestId: "r-1", msg: "request", time: expect.any(String) });
  });
});

describe("a request's log line", () => {
  it.each([
    ["/product/6f1c0a2e-1111-4222-8333-944445555666?ref=x", "/product/:id"],
    ["/auth/reset-password?token=abcdef", "/auth/reset-password"],
    [`/api/mpesa/callback/${"ab12".repeat(16)}`, "/api/mpesa/callback/:token"],
    [`/api/mpesa/b2c/${"ab12".repeat(16)}/result`, "/api/mpesa/b2c/:token/result"],
    ["/_next/static/chunks/2ejh52t9a59uk.js", "/_next/static/*"],
    ["/category/Textbooks", "/category/Textbooks"],
    ["/search", "/search"],
  ])("names %s as %s: no query string, no id, no secret token", (url, route) => {
    expect(routeForLog(url)).toBe(route);
  });

  it("a path is cut to a bounded length", () => {
    expect(routeForLog(`/category/${"a-".repeat(500)}`).length).toBeLessThanOrEqual(201);
  });

  it("a client's own X-Request-Id is replaced: only a trusted proxy's is kept", () => {
    expect(requestIdFor("client-chosen-id", 0)).not.toBe("client-chosen-id");
    expect(requestIdFor("lb-0123456789", 1)).toBe("lb-0123456789");
  });

  it("a proxy's request id that is not plain text is replaced", () => {
    for (const forged of ['x"}\n{"level":"fatal', "short", "a".repeat(65), "id with spaces"]) expect(requestIdFor(forged, 1)).not.toBe(forged);
  });

  it("a new request id is a UUID", () => {
    expect(requestIdFor(undefined, 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
