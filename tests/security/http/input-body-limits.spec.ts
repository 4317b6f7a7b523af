import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_SELLERS } from "../../../prisma/demo-data";
import { demoCategoryId } from "../../e2e/demo";
import { freshLoopbackAddress, multipartBody, probe, probeUnfinished, SAME_ORIGIN, signInOverHttp } from "./probe";

// Every request body is capped while it streams in. A body without a
// Content-Length (chunked) is counted as it arrives and refused with 413 as soon as it
// passes the route's cap, before the rest is read; a JSON endpoint's cap is small. The
// server goes on serving afterwards.

const MB = 1024 * 1024;
/** Past sign-up's cap (a 10 MB document and its form) and far past every other route's. */
const OVERSIZED = 12 * MB;
/** How long a server that decides while streaming may take; one that reads to the end never answers. */
const ANSWER_WITHIN_MS = 30_000;

/** `total` bytes in 64 KB parts, each written as one chunk. */
function chunksOf(total: number, fill = "a"): Buffer[] {
  const part = Buffer.alloc(64 * 1024, fill);
  return Array.from({ length: Math.ceil(total / part.length) }, () => part);
}

async function campusId(): Promise<string> {
  const page = await probe({ path: "/auth/signup" });
  const id = /<option value="(\d+)"[^>]*>Main Campus</.exec(page.body)?.[1];
  if (!id) throw new Error("no campus option on /auth/signup");
  return id;
}

/** A complete, valid student sign-up whose document is `documentBytes` long. */
async function signupForm(documentBytes: number) {
  const form = new FormData();
  const fields = {
    fullName: "Chunked Student",
    email: `chunked-${randomUUID()}@students.example.ac.ke`,
    password: "ugali-na-sukuma-42",
    phone: "0712 345 678",
    campusLocationId: await campusId(),
    accountType: "student",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  // A PNG signature, then padding: a real document as far as the first bytes tell.
  const document = Buffer.alloc(documentBytes, 0x20);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(document);
  form.set("documentFile", new File([new Uint8Array(document)], "student-id.png", { type: "image/png" }));
  return multipartBody(form);
}

/** The multipart body split into 64 KB chunks, as a client streaming it without a length sends it. */
function inChunks(body: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += 64 * 1024) parts.push(body.subarray(offset, offset + 64 * 1024));
  return parts;
}

async function serverStillServes() {
  const home = await probe({ path: "/home" });
  expect(home.status).toBe(200);
}

test.describe.configure({ mode: "serial" });

test("a 12 MB sign-up sent chunked without Content-Length is refused with 413, and the server keeps serving", async () => {
  const { body, contentType } = await signupForm(OVERSIZED);
  const answer = await probe({
    method: "POST",
    path: "/api/signup",
    localAddress: freshLoopbackAddress(),
    headers: { "content-type": contentType, origin: SAME_ORIGIN },
    body: inChunks(body),
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ ok: false, code: "too_large" });
  await serverStillServes();
});

test("sign-up answers 413 once the cap is passed, without waiting for the rest of the body", async () => {
  const { contentType } = await signupForm(1);
  const answer = await probeUnfinished(
    { path: "/api/signup", localAddress: freshLoopbackAddress(), headers: { "content-type": contentType, origin: SAME_ORIGIN }, parts: chunksOf(OVERSIZED) },
    ANSWER_WITHIN_MS,
  );
  expect(answer === "no answer" ? answer : answer.status).toBe(413);
  await serverStillServes();
});

test("a sign-up declaring more than its cap in Content-Length is refused with 413 before it is read", async () => {
  const { contentType } = await signupForm(1);
  const answer = await probeUnfinished(
    {
      path: "/api/signup",
      localAddress: freshLoopbackAddress(),
      // Only the declared length: the body itself never arrives.
      headers: { "content-type": contentType, origin: SAME_ORIGIN, "content-length": String(OVERSIZED) },
      parts: [],
    },
    ANSWER_WITHIN_MS,
  );
  expect(answer === "no answer" ? answer : answer.status).toBe(413);
});

test("a JSON body past 16 KB to an email endpoint is refused with 413, chunked or declared", async () => {
  const padded = JSON.stringify({ email: `pad-${randomUUID()}@students.example.ac.ke`, padding: "x".repeat(64 * 1024) });
  const declared = await probe({
    method: "POST",
    path: "/api/email/password-reset",
    localAddress: freshLoopbackAddress(),
    headers: { "content-type": "application/json", origin: SAME_ORIGIN },
    body: padded,
  });
  expect(declared.status).toBe(413);

  const chunked = await probeUnfinished(
    {
      path: "/api/email/confirmation/resend",
      localAddress: freshLoopbackAddress(),
      headers: { "content-type": "application/json", origin: SAME_ORIGIN },
      parts: [Buffer.from('{"email":"a@b.co","padding":"'), ...chunksOf(OVERSIZED)],
    },
    ANSWER_WITHIN_MS,
  );
  expect(chunked === "no answer" ? chunked : chunked.status).toBe(413);
  await serverStillServes();
});

test("a product form streamed past the upload cap is refused with 413, and a chunked one within it is accepted", async () => {
  const seller = DEMO_SELLERS.find((candidate) => candidate.key === "achieng")!;
  const { cookies, signedIn } = await signInOverHttp(seller.email, DEMO_PASSWORD, freshLoopbackAddress());
  expect(signedIn).toBe(true);

  const form = new FormData();
  form.set("name", `Chunked lamp ${randomUUID()}`);
  form.set("price", "950");
  form.set("description", "Sent without a Content-Length.");
  form.set("categoryId", demoCategoryId("Electronics"));
  form.set("condition", "good");
  const small = await multipartBody(form);
  const accepted = await probe({
    method: "POST",
    path: "/api/seller/products",
    headers: { "content-type": small.contentType, cookie: cookies, origin: SAME_ORIGIN },
    body: inChunks(small.body),
  });
  expect(accepted.status).toBe(201);

  const refused = await probeUnfinished(
    { path: "/api/seller/products", headers: { "content-type": small.contentType, cookie: cookies, origin: SAME_ORIGIN }, parts: chunksOf(OVERSIZED) },
    ANSWER_WITHIN_MS,
  );
  expect(refused === "no answer" ? refused : refused.status).toBe(413);
  await serverStillServes();
});
