import { randomBytes, randomUUID } from "node:crypto";
import fc from "fast-check";
import { db } from "@/lib/db/client";
import { putObject } from "@/lib/storage";
import { PUBLIC_BUCKETS } from "@/lib/storage/driver";
import { productImageVersion } from "@/lib/seo/og-image";
import { createProduct, payOrder } from "@/tests/integration/factories";
import { createOrder } from "@/lib/db/orders";
import { startPaymentReconciler, stopPaymentReconciler } from "@/lib/payments/reconciler";
import { signUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import {
  actAs,
  callRoute,
  createCast,
  discoverRoutes,
  formOf,
  getRequest,
  jsonRequest,
  multipartRequest,
  signInWithPassword,
  SITE,
  suiteCategory,
  watchServerErrors,
  type Cast,
  type Outcome,
  type Role,
  type RouteFn,
} from "./harness";
import { anyFormValue, anyJsonValue, applyPlan, asText, hostileText, controlCharacterExamples, plans, wellFormed, type Plan } from "./arbitraries";
import { answersEveryInput, type PropertyOptions } from "./properties";

// Property tests for every route handler method: bodies,
// form fields and address params of any kind get an answer (a 2xx, or a 4xx in
// the ActionResult shape), never a 5xx or an exception, and a refusal stores
// no row and no file. Requests are same-origin, as the app's own pages send them.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
jest.mock("next/server", () => jest.requireActual("@/tests/security/next-stubs").nextServerStub());
jest.mock("next/headers", () => jest.requireActual("@/tests/security/next-stubs").nextHeadersStub());

const routes = discoverRoutes();

type World = Cast & {
  product: { id: string };
  /** The product's version in its share card's address (lib/seo/og-image.ts). */
  productVersion: string;
  categoryId: string;
  campusLocationId: number;
  documentKey: string;
  orderId: string;
  checkoutRequestId: string;
  /** A delivered item of a paid order whose payout failed, for the staff retry route. */
  failed: { itemId: string; payoutId: string };
};
type Property = {
  arbitrary: fc.Arbitrary<Plan>;
  attempt: (plan: Plan) => Promise<Outcome>;
  /** The valid inputs unchanged, which must be accepted, or every run would be refused for the same dull reason. */
  valid?: Plan[];
} & Pick<PropertyOptions<Plan>, "examples" | "isRefusal" | "whenAllowed" | "prepare">;
type Spec = { as: Role; numRuns: number; property: (handler: RouteFn, world: World) => Property };

/** An input's fields; an input that is not an object stands for the named field. */
const fieldsOf = (input: unknown, field: string): Record<string, unknown> =>
  input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : { [field]: input };

const unchanged = (bases: unknown[]): Plan[] => bases.map((_, base) => ({ base, change: { kind: "extra", extras: [] } }));

let unique = 0;
/** Sign-up needs a new address each run, or every run after the first is 'email taken'. */
const fresh = (input: unknown): unknown =>
  input && typeof input === "object" && !Array.isArray(input) && !(input instanceof File)
    ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === "string" ? value.replace("FRESH", `${Date.now()}-${++unique}`) : value]))
    : input;

/** A body that is not the form at all: JSON, text, a broken multipart boundary. */
const rawBody = fc.record({
  contentType: fc.constantFrom("multipart/form-data; boundary=x", "multipart/form-data", "application/json", "text/plain", "application/x-www-form-urlencoded"),
  body: fc.oneof(hostileText, fc.jsonValue().map((value) => JSON.stringify(value))),
});

function rawRequest(pathname: string, method: string, { contentType, body }: { contentType: string; body: string }): Request {
  const bytes = new TextEncoder().encode(body);
  return new Request(`${SITE}${pathname}`, {
    method,
    body: bytes,
    headers: { origin: SITE, host: new URL(SITE).host, "sec-fetch-site": "same-origin", "content-type": contentType, "content-length": String(bytes.byteLength) },
  });
}

/** A multipart form route: one broken field, a file or repeated values where text goes, extra fields, or no form at all. */
function formProperty(
  pathname: string | ((input: Record<string, unknown>) => string),
  method: string,
  bases: Array<Record<string, string>>,
  send: (request: Request, input: Record<string, unknown>) => Promise<Outcome>,
  extra: Pick<Property, "whenAllowed"> = {},
): Property {
  return {
    arbitrary: plans(bases.length, anyFormValue, rawBody),
    examples: controlCharacterExamples(bases),
    valid: unchanged(bases),
    attempt: async (plan) => {
      const path = (input: Record<string, unknown>) => (typeof pathname === "string" ? pathname : pathname(input));
      if (plan.change.kind === "whole") return send(rawRequest(path(bases[0]!), method, plan.change.value as { contentType: string; body: string }), bases[0]!);
      const input = fresh(applyPlan(bases, plan)) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(input).filter(([key]) => !key.startsWith(":")).map(([key, value]) => [key, typeof value === "string" || value instanceof File || Array.isArray(value) ? value : asText(value)]));
      return send(await multipartRequest(path(input), method, formOf(fields as Record<string, string | File | Array<string | File>>)), input);
    },
    ...extra,
  };
}

/** A JSON route: any JSON value for the field or the body, or a body that is not JSON. */
function jsonProperty(pathname: string, bases: Array<Record<string, unknown>>, handler: RouteFn): Property {
  const whole = fc.oneof(fc.jsonValue().map((json) => ({ json })), hostileText.map((raw) => ({ raw })));
  return {
    arbitrary: plans(bases.length, anyJsonValue, whole),
    examples: controlCharacterExamples(bases),
    valid: unchanged(bases),
    attempt: (plan) => {
      if (plan.change.kind === "whole") {
        const body = plan.change.value as { json?: unknown; raw?: string };
        return callRoute(handler, jsonRequest(pathname, body.json, { raw: body.raw }));
      }
      return callRoute(handler, jsonRequest(pathname, applyPlan(bases, plan)));
    },
  };
}

/** A route that reads nothing from the request: any query string must get the same kind of answer. */
function queryProperty(pathname: string, handler: RouteFn): Property {
  const bases = [{ probe: "1" }];
  return {
    arbitrary: plans(bases.length, hostileText, hostileText),
    valid: unchanged(bases),
    attempt: (plan) => {
      const fields = Object.entries(fieldsOf(applyPlan(bases, plan), "probe")).map(([key, value]) => [wellFormed(key), wellFormed(asText(value ?? ""))]);
      return callRoute(handler, getRequest(`${pathname}?${new URLSearchParams(fields)}`));
    },
  };
}

/** The product address's id, carried in the plan as the pseudo-field ":id" (it is never sent as a form field). */
const pathId = (input: Record<string, unknown>) => wellFormed(asText(input[":id"] ?? ""));

const validProduct = (world: World) => ({ name: "Casio fx-991ES", price: "1800", description: "Works perfectly.", categoryId: world.categoryId, condition: "like_new" });

const SPECS: Record<string, Spec> = {
  "POST /api/signup": {
    as: "visitor",
    numRuns: 50,
    property: (handler, world) =>
      formProperty(
        "/api/signup",
        "POST",
        [
          {
            fullName: "Otieno Ouma",
            email: "otieno-FRESH@students.example.ac.ke",
            password: "ugali-sukuma-2026",
            phone: "+254 712 345 678",
            campusLocationId: String(world.campusLocationId),
            accountType: "student",
            studentId: "S13/2026/001",
          },
        ],
        (request) => callRoute(handler, request),
        {
          // Extra fields (role, isSeller, emailVerified...) never reach the account.
          whenAllowed: async (_plan, outcome) => {
            const { userId } = (outcome.body as { data: { userId: string } }).data;
            const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true } });
            expect({ role: user.profile?.role, isSeller: user.profile?.isSeller, emailVerified: user.emailVerified, sessionVersion: user.sessionVersion }).toEqual({
              role: "user",
              isSeller: false,
              emailVerified: null,
              sessionVersion: 0,
            });
          },
        },
      ),
  },
  "POST /api/email/confirmation": { as: "visitor", numRuns: 40, property: (handler, world) => jsonProperty("/api/email/confirmation", [{ email: world.buyer.email }], handler) },
  "POST /api/email/confirmation/resend": { as: "visitor", numRuns: 40, property: (handler, world) => jsonProperty("/api/email/confirmation/resend", [{ email: world.buyer.email }], handler) },
  "POST /api/email/password-reset": { as: "visitor", numRuns: 40, property: (handler) => jsonProperty("/api/email/password-reset", [{ email: "nobody-here@students.example.ac.ke" }], handler) },
  "POST /api/email/welcome": {
    // No input is read (the address is the caller's own); each run sends a real mail, so few runs.
    as: "buyer",
    numRuns: 10,
    property: (handler, world) => jsonProperty("/api/email/welcome", [{ email: world.owner.email, fullName: "Someone Else" }], handler),
  },
  "POST /api/seller/products": {
    as: "owner",
    numRuns: 60,
    property: (handler, world) =>
      formProperty("/api/seller/products", "POST", [{ ...validProduct(world), image: "" }], (request) => callRoute(handler, request), {
        whenAllowed: async (_plan, outcome) => {
          const { id } = (outcome.body as { data: { id: string } }).data;
          await expect(db.product.findUniqueOrThrow({ where: { id } })).resolves.toMatchObject({ sellerId: world.owner.id, status: "active" });
        },
      }),
  },
  "PUT /api/seller/products/[id]": {
    as: "owner",
    numRuns: 50,
    // The address's id is one more field to break.
    property: (handler, world) =>
      formProperty(
        (input) => `/api/seller/products/${encodeURIComponent(pathId(input))}`,
        "PUT",
        [{ ":id": world.product.id, ...validProduct(world) }],
        (request, input) => callRoute(handler, request, { id: pathId(input) }),
      ),
  },
  "PUT /api/seller/shop": {
    as: "owner",
    numRuns: 60,
    property: (handler) =>
      formProperty(
        "/api/seller/shop",
        "PUT",
        [{ shopName: "Mama Mboga Books", description: "Second-hand textbooks", businessHours: "Mon-Fri: 8am-5pm", policies: "No returns", offersDelivery: "on", preferredContact: "WhatsApp" }],
        (request) => callRoute(handler, request),
      ),
  },
  "POST /api/auth/[...nextauth]": {
    // Password sign-in: next-auth answers in its own shape; a refusal is simply no session cookie.
    as: "visitor",
    numRuns: 30,
    property: (handler, world) => {
      const bases = [{ email: world.buyer.email, password: "not-the-password-2026" }];
      return {
        arbitrary: plans(1, anyJsonValue, anyJsonValue),
        examples: controlCharacterExamples(bases),
        attempt: (plan) => {
          const fields = fieldsOf(applyPlan(bases, plan), "email");
          return signInWithPassword(handler, asText(fields.email ?? ""), asText(fields.password ?? ""));
        },
        isRefusal: (outcome) => outcome.status !== null && outcome.status < 500,
      };
    },
  },
  "GET /api/auth/[...nextauth]": {
    as: "visitor",
    numRuns: 30,
    property: (handler) => {
      const bases = [{ action: "session", provider: "" }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        valid: unchanged(bases),
        attempt: (plan) => {
          // Any action and provider segments; extra fields become the query.
          const fields = fieldsOf(applyPlan(bases, plan), "action");
          // A catch-all never receives an empty segment: /api/auth/ alone is not this route.
          const given = [fields.action, fields.provider].map((value) => wellFormed(asText(value ?? ""))).filter(Boolean);
          const segments = given.length > 0 ? given : ["session"];
          const query = plan.change.kind === "extra" ? `?${new URLSearchParams(plan.change.extras.map(([key, value]) => [wellFormed(key), wellFormed(asText(value))]))}` : "";
          return callRoute(handler, getRequest(`/api/auth/${segments.map(encodeURIComponent).join("/")}${query}`), { nextauth: segments });
        },
        // next-auth answers in its own shapes (JSON, a redirect, a 400 text); what matters is never a 5xx.
        isRefusal: (outcome) => outcome.status !== null && outcome.status < 500,
      };
    },
  },
  "POST /api/email/unsubscribe": {
    // The signed token in the address is the only credential: any other token is 404, any body
    // past the cap 413, and a right one turns off only the topic it names for the person it names.
    as: "visitor",
    numRuns: 40,
    property: (handler, world) => {
      const token = signUnsubscribeToken(process.env.NEXTAUTH_SECRET!, world.buyer.id, "messages");
      const bases = [{ token, body: "List-Unsubscribe=One-Click" }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        valid: unchanged(bases),
        attempt: (plan) => {
          const { token: tokenValue, body } = fieldsOf(applyPlan(bases, plan), "token");
          const bytes = new TextEncoder().encode(wellFormed(asText(body ?? "")));
          return callRoute(
            handler,
            new Request(`${SITE}/api/email/unsubscribe?token=${encodeURIComponent(wellFormed(asText(tokenValue ?? "")))}`, {
              method: "POST",
              body: bytes,
              headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(bytes.byteLength) },
            }),
          );
        },
        isRefusal: (outcome) => outcome.status === 404 || outcome.status === 413,
        whenAllowed: async () => {
          const rows = await db.emailOptOut.findMany({ where: { userId: world.buyer.id }, select: { topic: true } });
          expect(rows).toEqual([{ topic: "messages" }]);
        },
      };
    },
  },
  "GET /api/account/export": {
    // It takes no input: whatever the address carries, the answer is the caller's own data
    // (or 429 past the daily limit), never a 5xx.
    as: "buyer",
    numRuns: 20,
    property: (handler) => {
      const bases = [{ userId: "00000000-0000-4000-8000-000000000000" }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        attempt: (plan) => {
          const fields = Object.entries(fieldsOf(applyPlan(bases, plan), "userId")).map(([name, value]) => [wellFormed(name), wellFormed(asText(value))]);
          const query = new URLSearchParams(fields).toString();
          return callRoute(handler, getRequest(`/api/account/export?${query}`));
        },
      };
    },
  },
  "POST /api/uploads/verification-documents": {
    // The cast's wholesaler, refused again before every run, sends a document: any field, file or body.
    as: "wholesaler",
    numRuns: 40,
    property: (handler, world) => {
      const bases = [{ documentFile: new File([new TextEncoder().encode("%PDF-1.4\n% licence\n%%EOF\n")], "licence.pdf", { type: "application/pdf" }) }];
      return {
        arbitrary: plans(bases.length, anyFormValue, rawBody),
        valid: unchanged(bases),
        prepare: async () => {
          const refused = { verificationStatus: "rejected" as const, verificationReason: "The licence has expired" };
          await db.wholesalerDetails.upsert({ where: { userId: world.wholesaler.id }, create: { userId: world.wholesaler.id, businessName: "Property Wholesale", ...refused }, update: refused });
        },
        attempt: async (plan) => {
          if (plan.change.kind === "whole") return callRoute(handler, rawRequest("/api/uploads/verification-documents", "POST", plan.change.value as { contentType: string; body: string }));
          const input = applyPlan(bases, plan) as Record<string, unknown>;
          const fields = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === "string" || value instanceof File || Array.isArray(value) ? value : asText(value)]));
          return callRoute(handler, await multipartRequest("/api/uploads/verification-documents", "POST", formOf(fields as Record<string, string | File | Array<string | File>>)));
        },
        whenAllowed: async (_plan, outcome) => {
          const { documentId } = (outcome.body as { data: { documentId: string } }).data;
          await expect(db.verificationDocument.findUniqueOrThrow({ where: { id: documentId } })).resolves.toMatchObject({ userId: world.wholesaler.id, documentType: "business_license" });
        },
      };
    },
  },
  "GET /api/uploads/verification-documents/[id]": {
    as: "buyer",
    numRuns: 30,
    property: (handler) => {
      const bases = [{ id: "00000000-0000-4000-8000-000000000000" }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        attempt: (plan) => {
          const id = wellFormed(asText(fieldsOf(applyPlan(bases, plan), "id").id ?? ""));
          return callRoute(handler, getRequest(`/api/uploads/verification-documents/${encodeURIComponent(id)}`), { id });
        },
      };
    },
  },
  "POST /api/mpesa/stkpush": {
    // The never-settling test number: the push is accepted and no callback follows.
    as: "buyer",
    numRuns: 40,
    property: (handler, world) => jsonProperty("/api/mpesa/stkpush", [{ orderId: world.orderId, phoneNumber: "254711000005" }], handler),
  },
  "GET /api/mpesa/status/[checkoutRequestId]": {
    as: "buyer",
    numRuns: 30,
    property: (handler, world) => {
      const bases = [{ checkoutRequestId: world.checkoutRequestId }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        valid: unchanged(bases),
        attempt: (plan) => {
          const id = wellFormed(asText(fieldsOf(applyPlan(bases, plan), "checkoutRequestId").checkoutRequestId ?? ""));
          return callRoute(handler, getRequest(`/api/mpesa/status/${encodeURIComponent(id)}`), { checkoutRequestId: id });
        },
      };
    },
  },
  "GET /api/events": {
    // Any Last-Event-ID or ?since= (a reconnect's catch-up point): a stream, never a 5xx.
    as: "buyer",
    numRuns: 30,
    property: (handler) => {
      const bases = [{ since: new Date().toISOString() }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        valid: unchanged(bases),
        attempt: async (plan) => {
          const since = wellFormed(asText(fieldsOf(applyPlan(bases, plan), "since").since ?? ""));
          const asHeader = /^[\x20-\x7e]*$/.test(since);
          const outcome = await callRoute(handler, asHeader ? getRequest("/api/events", { "last-event-id": since }) : getRequest(`/api/events?since=${encodeURIComponent(since)}`));
          await outcome.response.body?.cancel(); // an event stream never ends by itself
          return outcome;
        },
      };
    },
  },
  "GET /api/health": {
    // Any query string: the same 'ok', never a database call.
    as: "visitor",
    numRuns: 20,
    property: (handler) => queryProperty("/api/health", handler),
  },
  "GET /api/ready": {
    // Any query string: the same readiness answer. Instrumentation starts the background jobs in a server; here each call does.
    as: "visitor",
    numRuns: 20,
    property: (handler) => {
      const property = queryProperty("/api/ready", handler);
      return {
        ...property,
        attempt: async (plan) => {
          startPaymentReconciler();
          try {
            return await property.attempt(plan);
          } finally {
            stopPaymentReconciler();
          }
        },
      };
    },
  },
  "POST /api/mpesa/b2c": {
    // Staff retries: the failed payout is sent again once; every later run is a 409 (not failed any more) or a 4xx.
    as: "staff",
    numRuns: 40,
    property: (handler, world) =>
      jsonProperty("/api/mpesa/b2c", [{ phoneNumber: "254799999999", amount: 100000, orderId: world.orderId, orderItemId: world.failed.itemId, sellerId: world.owner.id, remarks: "retry" }], handler),
  },
  "POST /api/mpesa/b2c/[token]/[kind]": {
    // Daraja's: any body with the right token and kind is stored and answered { ResultCode: 0 }; never a 5xx.
    as: "visitor",
    numRuns: 40,
    property: (handler, world) => {
      const token = process.env.MPESA_CALLBACK_TOKEN!;
      const base = { Result: { ResultType: 0, ResultCode: 0, ResultDesc: "ok", OriginatorConversationID: `${world.failed.payoutId}-9`, ConversationID: "AG_x", TransactionID: "TX" } };
      const whole = fc.oneof(fc.jsonValue().map((json) => ({ json })), hostileText.map((raw) => ({ raw })));
      return {
        arbitrary: plans(1, anyJsonValue, whole),
        valid: unchanged([base]),
        attempt: (plan) => {
          const change = plan.change.kind === "whole" ? (plan.change.value as { json?: unknown; raw?: string }) : { json: applyPlan([base], plan) };
          const kind = ["result", "timeout", "status"][Math.abs(JSON.stringify(plan).length) % 3]!;
          return callRoute(handler, jsonRequest(`/api/mpesa/b2c/${token}/${kind}`, change.json, { raw: change.raw }), { token, kind });
        },
        isRefusal: (outcome) => outcome.status === 413,
      };
    },
  },
  "POST /api/mpesa/callback/[token]": {
    // Daraja's: any body with the right token is stored and answered { ResultCode: 0 }; never a 5xx.
    as: "visitor",
    numRuns: 40,
    property: (handler) => {
      const token = process.env.MPESA_CALLBACK_TOKEN!;
      const base = { Body: { stkCallback: { MerchantRequestID: "m-1", CheckoutRequestID: "ws_CO_nobody", ResultCode: 0, ResultDesc: "ok" } } };
      const whole = fc.oneof(fc.jsonValue().map((json) => ({ json })), hostileText.map((raw) => ({ raw })));
      return {
        arbitrary: plans(1, anyJsonValue, whole),
        valid: unchanged([base]),
        attempt: (plan) => {
          const change = plan.change.kind === "whole" ? (plan.change.value as { json?: unknown; raw?: string }) : { json: applyPlan([base], plan) };
          return callRoute(handler, jsonRequest(`/api/mpesa/callback/${token}`, change.json, { raw: change.raw }), { token });
        },
        isRefusal: (outcome) => outcome.status === 413,
      };
    },
  },
  "GET /media/[bucket]/[key]": {
    // Not an ActionResult route: a file or a plain 404. It must never serve a verification document.
    as: "visitor",
    numRuns: 40,
    property: (handler, world) => {
      const bases = [
        { bucket: "product-images", key: "0123456789abcdef.web.webp" },
        { bucket: "verification-documents", key: world.documentKey },
        { bucket: "product-images", key: `../verification-documents/${world.documentKey}` },
        { bucket: "Verification-Documents", key: world.documentKey },
      ];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        examples: [0, 1, 2, 3].map((base) => [{ base, change: { kind: "extra", extras: [] } }] as [Plan]),
        attempt: (plan) => {
          const { bucket, key } = fieldsOf(applyPlan(bases, plan), "key");
          const params = { bucket: wellFormed(asText(bucket ?? "")), key: wellFormed(asText(key ?? "")) };
          return callRoute(handler, getRequest(`/media/${encodeURIComponent(params.bucket)}/${encodeURIComponent(params.key)}`), params);
        },
        isRefusal: (outcome) => outcome.status === 404,
        whenAllowed: (plan) => {
          const { bucket } = fieldsOf(applyPlan(bases, plan), "key");
          expect((PUBLIC_BUCKETS as readonly string[]).includes(wellFormed(asText(bucket ?? "")))).toBe(true);
        },
      };
    },
  },
  "GET /media/og/product/[id]/[version]": {
    // Not an ActionResult route: a PNG of a real product at its version, a redirect from its older version, or a plain 404.
    as: "visitor",
    numRuns: 30,
    property: (handler, world) => {
      const bases = [
        { id: world.product.id, version: world.productVersion },
        { id: world.product.id, version: "0" },
        { id: randomUUID(), version: world.productVersion },
        { id: "not-a-uuid", version: world.productVersion },
      ];
      const paramsOf = (plan: Plan) => {
        const { id, version } = fieldsOf(applyPlan(bases, plan), "id");
        return { id: wellFormed(asText(id ?? "")), version: wellFormed(asText(version ?? "")) };
      };
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        examples: [0, 1, 2, 3].map((base) => [{ base, change: { kind: "extra", extras: [] } }] as [Plan]),
        attempt: (plan) => {
          const params = paramsOf(plan);
          return callRoute(handler, getRequest(`/media/og/product/${encodeURIComponent(params.id)}/${encodeURIComponent(params.version)}`), params);
        },
        isRefusal: (outcome) => outcome.status === 404,
        whenAllowed: async (plan, outcome) => {
          // Only the suite's product answers, as its current card or a redirect to it. Current as
          // of now: other rows of this suite edit the product, which gives its card a new version.
          const params = paramsOf(plan);
          expect(params.id).toBe(world.product.id);
          const { updatedAt } = await db.product.findUniqueOrThrow({ where: { id: world.product.id }, select: { updatedAt: true } });
          const current = productImageVersion(updatedAt);
          const response = (outcome as unknown as { response: Response }).response;
          if (response.status === 307) expect(response.headers.get("location")).toBe(`/media/og/product/${world.product.id}/${current}`);
          else expect({ version: params.version, type: response.headers.get("content-type") }).toEqual({ version: current, type: "image/png" });
        },
      };
    },
  },
  "GET /sitemap.xml": {
    // Any query string: the same index.
    as: "visitor",
    numRuns: 20,
    property: (handler) => queryProperty("/sitemap.xml", handler),
  },
  "GET /sitemap/[file]": {
    // Not an ActionResult route: a file of the index or a plain 404, for any name.
    as: "visitor",
    numRuns: 40,
    property: (handler) => {
      const bases = [{ file: "pages.xml" }, { file: "products-0-of-1.xml" }, { file: "sellers-0-of-2.xml" }];
      return {
        arbitrary: plans(bases.length, hostileText, hostileText),
        examples: [0, 1, 2].map((base) => [{ base, change: { kind: "extra", extras: [] } }] as [Plan]),
        attempt: (plan) => {
          const file = wellFormed(asText(fieldsOf(applyPlan(bases, plan), "file").file ?? ""));
          return callRoute(handler, getRequest(`/sitemap/${encodeURIComponent(file)}`), { file });
        },
        isRefusal: (outcome) => outcome.status === 404,
        whenAllowed: (plan) => {
          const file = wellFormed(asText(fieldsOf(applyPlan(bases, plan), "file").file ?? ""));
          expect(file).toMatch(/^(pages|(products|sellers)-\d+-of-\d+)\.xml$/);
        },
      };
    },
  },
};

let world: World;
let errors: ReturnType<typeof watchServerErrors>;

beforeAll(async () => {
  const category = await suiteCategory();
  const cast = await createCast(category.id);
  const product = await createProduct(cast.owner.id, { categoryId: category.id });
  const campusLocationId = (await db.campusLocation.upsert({ where: { name: "Main Campus" }, create: { name: "Main Campus" }, update: {} })).id;
  // The owner's private document: the media route must never hand it out.
  const documentKey = `${cast.owner.id}_${Date.now()}_${randomBytes(4).toString("hex")}.pdf`;
  await putObject("verification-documents", documentKey, new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), "application/pdf");
  await db.verificationDocument.create({ data: { userId: cast.owner.id, documentType: "student_id", storageKey: documentKey, contentType: "application/pdf", sizeBytes: 15 } });
  // The buyer's unpaid order and one payment attempt of it, for the payment routes.
  const order = await createOrder(cast.buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!order.ok) throw new Error("the suite's order was refused");
  const checkoutRequestId = `ws_CO_${randomBytes(8).toString("hex")}`;
  await db.stkPushRequest.create({ data: { orderId: order.orderId, checkoutRequestId, phoneNumber: "254711000005", amount: order.amount, accountReference: "suite" } });
  // A paid, delivered item whose payout failed: the staff retry route's target.
  const paid = await createOrder(cast.buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!paid.ok) throw new Error("the suite's second order was refused");
  await payOrder(paid.orderId, cast.buyer.id);
  const item = await db.orderItem.update({ where: { id: (await db.orderItem.findFirstOrThrow({ where: { orderId: paid.orderId } })).id }, data: { status: "delivered" }, select: { id: true, subtotal: true } });
  const payoutId = randomUUID();
  await db.b2cPayout.create({ data: { id: payoutId, orderItemId: item.id, recipientId: cast.owner.id, phoneNumber: "254722000125", amount: item.subtotal, originatorConversationId: `${payoutId}-1`, status: "failed", sentAt: new Date() } });
  const productVersion = productImageVersion((await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { updatedAt: true } })).updatedAt);
  world = { ...cast, product: { id: product.id }, productVersion, categoryId: category.id, campusLocationId, documentKey, orderId: order.orderId, checkoutRequestId, failed: { itemId: item.id, payoutId } };
});
beforeEach(() => {
  errors = watchServerErrors();
});
afterEach(() => {
  errors.restore();
  actAs("visitor", world);
});

it("every route handler method has an input property", () => {
  expect([...routes.keys()].filter((id) => !SPECS[id])).toEqual([]);
});

describe.each([...routes.keys()].filter((id) => SPECS[id]))("%s", (id) => {
  const spec = SPECS[id]!;
  it("accepts its valid input, and answers any other with a 2xx or a clear 4xx, never a 5xx, storing nothing when it refuses", async () => {
    const property = spec.property(routes.get(id)!, world);
    for (const plan of property.valid ?? []) {
      await property.prepare?.();
      actAs(spec.as, world);
      const outcome = await property.attempt(plan);
      expect({ plan, ok: outcome.ok, status: outcome.status, message: outcome.message }).toEqual({ plan, ok: true, status: outcome.status, message: outcome.message });
    }
    await answersEveryInput<Plan>(
      property.arbitrary,
      async (plan) => {
        actAs(spec.as, world);
        return property.attempt(plan);
      },
      { numRuns: spec.numRuns, examples: property.examples, isRefusal: property.isRefusal, whenAllowed: property.whenAllowed, prepare: property.prepare, errors },
    );
  });
});
