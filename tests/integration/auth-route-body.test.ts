import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { AUTH_BODY_LIMIT } from "@/lib/api/body";
import { authOptions } from "@/lib/auth/options";

// next-auth's handler as the app exports it: its body is read under a cap and checked by the
// route builder (lib/api/route.ts) before next-auth parses it. Over HTTP against the
// production build: tests/security/http/auth-body-limits.spec.ts.

const KB = 1024;

function request(action: string[], body: BodyInit | ReadableStream<Uint8Array>, contentType: string) {
  return new NextRequest(`http://localhost:3000/api/auth/${action.join("/")}`, {
    method: "POST",
    body,
    headers: { "content-type": contentType },
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

function post(action: string[], body: BodyInit | ReadableStream<Uint8Array>, contentType: string) {
  return POST(request(action, body, contentType), { params: Promise.resolve({ nextauth: action }) });
}

describe("POST /api/auth/*", () => {
  it("next-auth alone throws on JSON that does not parse: the 500 the route builder's check replaces", async () => {
    const action = ["callback", "credentials"];
    await expect(NextAuth(authOptions)(request(action, "{not json", "application/json"), { params: Promise.resolve({ nextauth: action }) })).rejects.toMatchObject({ name: "SyntaxError" });
  });

  it.each(["callback/credentials", "signout"])("a malformed body to /api/auth/%s answers 400, not 500", async (path) => {
    const action = path.split("/");
    for (const [body, type] of [
      ["{not json", "application/json"],
      ["null", "application/json"],
      ["csrfToken=t", "text/plain"],
    ]) {
      const answer = await post(action, body!, type!);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ ok: false, code: "bad_request" });
    }
  });

  it("a chunked body over the cap to /api/auth/callback/credentials answers 413 before it is all read", async () => {
    const total = 12 * 1024 * KB;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += 4 * KB;
        controller.enqueue(new Uint8Array(4 * KB).fill(0x61));
      },
    });
    const answer = await post(["callback", "credentials"], stream, "application/x-www-form-urlencoded");
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ ok: false, code: "too_large" });
    // Reading stopped at the cap, not at 12 MB; the streams between the request and the reader
    // (Next's request wraps the body) read a few chunks ahead, how many depends on timing.
    expect(pulled).toBeLessThan(AUTH_BODY_LIMIT + 64 * KB);
  });

  it("GET and POST are the same builder-made handler", () => {
    expect(GET).toBe(POST);
  });
});
