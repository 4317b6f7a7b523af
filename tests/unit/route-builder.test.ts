import { z } from "zod";
import { nextAuthRoute, publicRoute, serverCallbackRoute, userRoute } from "@/lib/api/route";
import { getCurrentUser } from "@/lib/auth/session";
import { consumeRateLimits } from "@/lib/rate-limit/limits";

// The route builder (lib/api/route.ts) on its own: who may call, then the declared steps in
// their order, each answering for itself, then the handler. The session and the rate-limit
// store are stand-ins here; the real ones run in tests/security and tests/integration.

jest.mock("@/lib/env", () => ({ env: { NEXTAUTH_URL: "https://market.example" } }));
jest.mock("@/lib/auth/session", () => ({ getCurrentUser: jest.fn() }));
jest.mock("@/lib/rate-limit/limits", () => ({ consumeRateLimits: jest.fn() }));

const signedIn = jest.mocked(getCurrentUser);
const limits = jest.mocked(consumeRateLimits);

const buyer = { id: "u1", email: "a@b.co", fullName: "A", isSeller: false, isStaff: false } as Awaited<ReturnType<typeof getCurrentUser>>;

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json", ...headers }, duplex: "half" } as RequestInit);
}

beforeEach(() => {
  signedIn.mockReset().mockResolvedValue(null);
  limits.mockReset().mockResolvedValue({ allowed: true });
});

describe("the entry points", () => {
  it("userRoute: a visitor is 401 with the route's words and the handler never runs", async () => {
    const handler = jest.fn();
    const answer = await userRoute("Please sign in").handle(handler)(post("{}"));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ ok: false, code: "unauthorized", message: "Please sign in" });
    expect(handler).not.toHaveBeenCalled();
  });

  it("a write from another site's page is 403 before anything runs, except for a server's callback and next-auth's own endpoints", async () => {
    const crossSite = () => post("{}", { origin: "http://evil.example", host: "localhost" });
    expect((await publicRoute().handle(() => new Response("ran"))(crossSite())).status).toBe(403);
    expect(signedIn).not.toHaveBeenCalled();
    expect(await (await serverCallbackRoute().handle(() => new Response("ran"))(crossSite())).text()).toBe("ran");
    expect(await (await nextAuthRoute().handle(() => new Response("ran"))(crossSite())).text()).toBe("ran");
  });

  it("the params of a dynamic segment reach the steps and the handler, already awaited", async () => {
    const route = publicRoute<{ id: string }>()
      .guard(({ params }) => (params.id === "ok" ? null : new Response("no", { status: 404 })))
      .handle(({ params }) => new Response(params.id));
    expect(await (await route(post("{}"), { params: Promise.resolve({ id: "ok" }) })).text()).toBe("ok");
    expect((await route(post("{}"), { params: Promise.resolve({ id: "other" }) })).status).toBe(404);
  });
});

describe("the steps", () => {
  it("a role the user lacks is 403 with the route's words", async () => {
    signedIn.mockResolvedValue(buyer);
    const answer = await userRoute("x").role("staff", "Staff only").handle(() => new Response("ran"))(post("{}"));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: "forbidden", message: "Staff only" });
  });

  it("a rate limit declared before the body is taken before a byte of it is read, and a used-up one is 429 with Retry-After", async () => {
    limits.mockResolvedValue({ allowed: false, retryAfterSeconds: 42 });
    let pulled = 0;
    // No read-ahead: a chunk is made only when someone reads.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode("{}"));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const route = publicRoute()
      .rateLimit(({ request }) => [["signupIp", request.headers.get("x-real-ip") ?? "?"]])
      .json(z.object({}))
      .handle(() => new Response("ran"));
    const answer = await route(post(body, { "x-real-ip": "10.0.0.9" }));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("42");
    expect(await answer.json()).toMatchObject({ ok: false, code: "rate_limited" });
    expect(limits).toHaveBeenCalledWith([["signupIp", "10.0.0.9"]]);
    expect(pulled).toBe(0);
  });

  it("a rate limit after the body is keyed by the parsed input; an empty list takes nothing", async () => {
    const route = publicRoute()
      .json(z.object({ email: z.string().trim().toLowerCase() }))
      .authorize(() => null)
      .rateLimit(({ input }) => (input.email ? [["emailLinkEmail", input.email]] : []))
      .handle(({ input }) => new Response(input.email));
    expect(await (await route(post(JSON.stringify({ email: " A@B.CO " })))).text()).toBe("a@b.co");
    expect(limits).toHaveBeenCalledWith([["emailLinkEmail", "a@b.co"]]);
    limits.mockClear();
    await route(post(JSON.stringify({ email: "" })));
    expect(limits).not.toHaveBeenCalled();
  });

  it("a request the authorize step refuses gets its answer and spends nobody's phone budget", async () => {
    const route = publicRoute()
      .json(z.object({ phone: z.string() }))
      .authorize(({ input }) => (input.phone === "254700000000" ? null : Response.json({ ok: false }, { status: 404 })))
      .rateLimit(({ input }) => [["stkPushPhone", input.phone]])
      .handle(() => new Response("ran"));
    expect((await route(post(JSON.stringify({ phone: "254712345678" })))).status).toBe(404);
    expect(limits).not.toHaveBeenCalled();
    expect(await (await route(post(JSON.stringify({ phone: "254700000000" })))).text()).toBe("ran");
    expect(limits).toHaveBeenCalledWith([["stkPushPhone", "254700000000"]]);
  });

  it("a limit keyed by someone else's phone or email declared before any authorize step is a mistake, thrown before a point is taken", async () => {
    const route = publicRoute()
      .json(z.object({ email: z.string() }))
      .rateLimit(({ input }) => [["signupEmail", input.email]])
      .handle(() => new Response("ran"));
    await expect(route(post(JSON.stringify({ email: "a@b.co" })))).rejects.toThrow(/signupEmail is keyed by someone else's identifier/);
    expect(limits).not.toHaveBeenCalled();
  });

  it("a body the schema refuses is 422 with the first message and one per field, or the route's own answer", async () => {
    const schema = z.object({ name: z.string().min(1, "Name is required"), age: z.number({ error: "Age is a number" }) });
    const plain = await publicRoute().json(schema).handle(() => new Response("ran"))(post(JSON.stringify({ name: "" })));
    expect(plain.status).toBe(422);
    expect(await plain.json()).toEqual({ ok: false, code: "invalid_input", message: "Name is required", fieldErrors: { name: "Name is required", age: "Age is a number" } });
    const own = await publicRoute()
      .json(schema, { invalid: (fieldErrors) => new Response(Object.keys(fieldErrors).join(","), { status: 409 }) })
      .handle(() => new Response("ran"))(post("not json"));
    expect(own.status).toBe(409);
    expect(await own.text()).toBe("name,age");
  });

  it("a database out of reach is 503 with Retry-After; any other error goes on to Next", async () => {
    const outage = Object.assign(new Error("can't reach"), { code: "P1001" });
    const down = await publicRoute().handle(() => Promise.reject(outage))(post("{}"));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    await expect(publicRoute().handle(() => Promise.reject(new Error("bug")))(post("{}"))).rejects.toThrow("bug");
  });
});
