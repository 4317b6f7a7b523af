import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { AUTH_BODY_LIMIT, DISCARD_AFTER_REFUSAL, JSON_BODY_LIMIT, readAuthBody, readBody, readFormBody, readJsonBody } from "@/lib/api/body";

// Lib/api/body.ts is the one reader of request bodies. It counts bytes as they
// stream in and answers 413 once the route's cap is passed, whether or not a length was
// declared, without reading on to the end. (The same against the production build, over
// real sockets: tests/security/http/input-body-limits.spec.ts.)

const KB = 1024;

/** A body that never ends, as a client streaming without Content-Length can send; counts what was pulled. */
function endlessBody() {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += 4 * KB;
      controller.enqueue(new Uint8Array(4 * KB).fill(0x61));
    },
  });
  return { stream, pulled };
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("reading a request body", () => {
  it("a body that never ends is refused with 413 soon after the cap, not read to its end", async () => {
    const { stream, pulled } = endlessBody();
    const answer = await readBody(post(stream), { maxBytes: 16 * KB });
    // The stream's own read-ahead aside, the answer was decided at the cap.
    expect(pulled.bytes).toBeLessThan(16 * KB + 5 * 4 * KB);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(413);
    expect(await (answer as Response).json()).toMatchObject({ ok: false, code: "too_large" });
  });

  it("after a 413 the rest is thrown away as it comes, and only up to its own limit", async () => {
    const { stream, pulled } = endlessBody();
    await readBody(post(stream), { maxBytes: 16 * KB });
    // Discarding goes on in the background (so the client sees the answer, not a reset)...
    for (let i = 0; i < 200 && pulled.bytes <= 16 * KB + 5 * 4 * KB; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pulled.bytes).toBeGreaterThan(16 * KB + 5 * 4 * KB);
    // ...and stops past DISCARD_AFTER_REFUSAL's bytes: an endless body is not read for ever.
    for (let i = 0; i < 200 && pulled.bytes <= DISCARD_AFTER_REFUSAL.maxBytes; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const stoppedAt = pulled.bytes;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled.bytes).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(DISCARD_AFTER_REFUSAL.maxBytes + 16 * KB + 10 * 4 * KB);
  });

  it("a declared length past the cap is refused before a byte is read", async () => {
    const { stream, pulled } = endlessBody();
    const answer = await readBody(post(stream, { "content-length": String(10 * 1024 * KB) }), { maxBytes: 16 * KB, tooLarge: { message: "Too big", fieldErrors: { image: "Too big" } } });
    // The stream's own read-ahead aside: decided before the body was read.
    expect(pulled.bytes).toBeLessThanOrEqual(4 * 4 * KB);
    expect((answer as Response).status).toBe(413);
    expect(await (answer as Response).json()).toEqual({ ok: false, code: "too_large", message: "Too big", fieldErrors: { image: "Too big" } });
  });

  it("a body within the cap is read whole, byte for byte", async () => {
    const bytes = new Uint8Array(16 * KB).map((_, i) => i % 251);
    const read = await readBody(post(bytes), { maxBytes: 16 * KB });
    expect(read).toEqual(bytes);
    await expect(readBody(new Request("http://localhost/api/x", { method: "POST" }), { maxBytes: 1 })).resolves.toEqual(new Uint8Array(0));
  });

  it("JSON is capped at 16 KB unless the route says otherwise, and anything not JSON reads as null", async () => {
    expect(JSON_BODY_LIMIT).toBe(16 * KB);
    await expect(readJsonBody(post(JSON.stringify({ email: "a@b.co" })))).resolves.toEqual({ value: { email: "a@b.co" } });
    await expect(readJsonBody(post("not json"))).resolves.toEqual({ value: null });
    const padded = JSON.stringify({ email: "a@b.co", padding: "x".repeat(JSON_BODY_LIMIT) });
    expect(((await readJsonBody(post(padded))) as Response).status).toBe(413);
  });

  it("a multipart form is parsed from the counted bytes, and refused past its cap", async () => {
    const form = new FormData();
    form.set("name", "Lamp");
    form.set("image", new File([new Uint8Array(8 * KB)], "lamp.png", { type: "image/png" }));
    const parsed = await readFormBody(post(form), { maxBytes: 16 * KB });
    expect(parsed).toBeInstanceOf(FormData);
    expect((parsed as FormData).get("name")).toBe("Lamp");
    expect(((parsed as FormData).get("image") as File).size).toBe(8 * KB);
    expect(((await readFormBody(post(form), { maxBytes: 4 * KB })) as Response).status).toBe(413);
  });
});

describe("reading a body for next-auth", () => {
  const authPost = (body: BodyInit | ReadableStream<Uint8Array> | null, contentType?: string) =>
    new NextRequest("http://localhost/api/auth/callback/credentials", { method: "POST", body, headers: contentType ? { "content-type": contentType } : {}, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);

  it.each([
    ["JSON that does not parse", "{not json", "application/json"],
    ["JSON that is not an object", "null", "application/json"],
    ["a JSON array", "[1]", "application/json"],
    ["no body with a JSON type", "", "application/json"],
    ["a body of another type", "email=a@b.co", "text/plain"],
    ["a body with no type", "email=a@b.co", undefined],
  ])("%s is answered 400 before next-auth parses it", async (_label, body, contentType) => {
    const answer = await readAuthBody(authPost(body, contentType));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(await (answer as Response).json()).toMatchObject({ ok: false, code: "bad_request" });
  });

  it("a body that never ends is answered 413 soon after the cap, not read to its end", async () => {
    const { stream, pulled } = endlessBody();
    const answer = await readAuthBody(authPost(stream, "application/x-www-form-urlencoded"));
    expect((answer as Response).status).toBe(413);
    // Next's request wraps the body: a few chunks of read-ahead, how many depends on timing.
    expect(pulled.bytes).toBeLessThan(AUTH_BODY_LIMIT + 64 * KB);
  });

  it("a form or a JSON object goes on to next-auth as the same bytes; a bodiless request as it came", async () => {
    const form = "csrfToken=t&email=a%40b.co&password=p&json=true";
    const handedOn = await readAuthBody(authPost(form, "application/x-www-form-urlencoded"));
    expect(handedOn).toBeInstanceOf(NextRequest);
    expect(await (handedOn as NextRequest).text()).toBe(form);
    expect((handedOn as NextRequest).headers.get("content-type")).toBe("application/x-www-form-urlencoded");

    const json = JSON.stringify({ csrfToken: "t" });
    expect(await ((await readAuthBody(authPost(json, "application/json"))) as NextRequest).json()).toEqual({ csrfToken: "t" });

    const get = new NextRequest("http://localhost/api/auth/session");
    expect(await readAuthBody(get)).toBe(get);
    const empty = authPost(null, "application/x-www-form-urlencoded");
    expect(await readAuthBody(empty)).toBe(empty);
  });
});

describe("the rule holds for every route handler", () => {
  function sourceFiles(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  }

  it("nothing in app/ or lib/ reads a request body except lib/api/body.ts", () => {
    const reader = path.join(process.cwd(), "lib/api/body.ts");
    const offenders = [...sourceFiles(path.join(process.cwd(), "app")), ...sourceFiles(path.join(process.cwd(), "lib"))]
      .filter((file) => file !== reader)
      .filter((file) => /\b(request|req)\s*\.\s*(json|formData|text|arrayBuffer|blob|body)\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });
});
