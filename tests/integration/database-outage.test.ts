import { untilPhoneFree, untilStudentAnswered } from "@/tests/support/daraja";
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/db/generated/client";
import { CONNECT_TIMEOUT_MS, db, poolConfig } from "@/lib/db/client";
import { createOrder } from "@/lib/db/orders";
import { clearFaults, databaseSeemsUnreachable, failNext, isDatabaseUnavailable } from "@/lib/db/faults";
import { databaseIsUnreachable } from "@/lib/db/health";
import { findLedgerProblems } from "@/lib/db/ledger";
import { logger } from "@/lib/log/logger.mjs";
import { authOptions } from "@/lib/auth/options";
import { DATABASE_UNAVAILABLE_DIGEST, DATABASE_UNAVAILABLE_MESSAGES } from "@/lib/messages/errors";
import { signInAs, signOut } from "@/tests/support/session";
import { pollUntil } from "@/tests/support/poll";
import { createProduct, createUser } from "./factories";

// A database outage below the HTTP server: which failures count as the database
// out of reach, with the errors Prisma really throws for a stopped server, a server that
// never answers and a statement cut off by a shutdown; what the process remembers of it; and
// the route handlers' answer, Daraja's callback above all, whose payment must still be
// settled once, by the reconciler, after the database is back.
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { POST as stkPush } from "@/app/api/mpesa/stkpush/route";
import { POST as callbackRoute } from "@/app/api/mpesa/callback/[token]/route";
import { reconcileDuePayments } from "@/lib/payments/order-payments";
import { serverOnly } from "@/tests/support/database-kind";

const TOKEN = process.env.MPESA_CALLBACK_TOKEN!;
// A PostgreSQL server (CI's), not the embedded one: only a server has backends to terminate.

/** A loopback address nobody listens on: a stopped PostgreSQL. */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgresql://postgres@127.0.0.1:${port}/postgres`;
}

/** A client with the app's own pool settings, on another address. */
const clientFor = (url: string) => new PrismaClient({ adapter: new PrismaPg(poolConfig(url, 1)) });

/** What Prisma throws when PostgreSQL is stopped: the real thing, for the fault seam. */
let stoppedServerError: Error;
beforeAll(async () => {
  const client = clientFor(await closedPortUrl());
  stoppedServerError = await client.user.findFirst().then(
    () => {
      throw new Error("a closed port answered");
    },
    (error: Error) => error,
  );
  await client.$disconnect();
});

afterEach(() => {
  clearFaults();
  signOut();
});

describe("which failures mean the database is out of reach", () => {
  it("a stopped server: a model query and a raw query both count, and fail at once", async () => {
    const client = clientFor(await closedPortUrl());
    const started = Date.now();
    const failures = await Promise.all([client.user.findFirst().catch((error: unknown) => error), client.$queryRaw`SELECT 1`.catch((error: unknown) => error)]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failures.map(isDatabaseUnavailable)).toEqual([true, true]);
    await client.$disconnect();
  });

  it("a server that accepts the connection and never answers: the app's pool gives up after its connect timeout, and that counts", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const client = clientFor(`postgresql://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/postgres`);
    const started = Date.now();
    const failure = await client.user.findFirst().catch((error: unknown) => error);
    const waited = Date.now() - started;
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(5_000);
    await client.$disconnect();
    silent.close();
  });

  serverOnly("a statement cut off by the server shutting its connection down (57P01) counts", async () => {
    const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 1, application_name: "outage-test" }) });
    const sleeping = client.$queryRaw`SELECT pg_sleep(10)`.catch((error: unknown) => error);
    const terminated = await pollUntil(
      async () => (await db.$queryRaw<Array<{ n: number }>>`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = 'outage-test' AND state = 'active'`)[0]!.n,
      (n) => n > 0,
      { timeoutMs: 5_000 },
    );
    expect(terminated).toBe(1);
    const failure = await sleeping;
    expect(failure).toMatchObject({ message: expect.stringContaining("57P01") });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await client.$disconnect();
  });

  it("a statement the database refuses, or any other error, does not count", async () => {
    const refused = await db.$queryRawUnsafe("SELECT * FROM no_such_table").catch((error: unknown) => error);
    const { email } = await createUser();
    const duplicate = await db.user.create({ data: { email } }).catch((error: unknown) => error);
    expect([refused, duplicate, new Error("boom"), null, "Connection terminated"].map(isDatabaseUnavailable)).toEqual([false, false, false, false, false]);
  });
});

describe("a signed-in session while the database is out of reach", () => {
  const readSession = (token: { sub: string; sv: number }) => authOptions.callbacks!.jwt!({ token, trigger: "update" } as never);

  it("is kept, not ended: next-auth would otherwise answer 'no session' and delete the cookie", async () => {
    const user = await createUser();
    failNext({}, stoppedServerError);
    await expect(readSession({ sub: user.id, sv: 0 })).resolves.toEqual({ sub: user.id, sv: 0 });
  });

  it("an ended one is still refused while the database answers", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: 1 } });
    await expect(readSession({ sub: user.id, sv: 0 })).rejects.toThrow("session ended");
  });
});

describe("what the process remembers of an outage", () => {
  it("a query that finds the database out of reach marks it and carries the error screen's digest; the pages' check then asks the database, which answers and clears the mark", async () => {
    failNext({}, stoppedServerError);
    await expect(db.user.count()).rejects.toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
    expect(databaseSeemsUnreachable()).toBe(true);
    await expect(databaseIsUnreachable()).resolves.toBe(false);
    expect(databaseSeemsUnreachable()).toBe(false);
  });

  it("while the database answers, the pages' check asks nothing", async () => {
    await db.user.count();
    const asked = jest.spyOn(db, "$queryRaw");
    await expect(databaseIsUnreachable()).resolves.toBe(false);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });
});

async function checkoutFor(phoneNumber: string) {
  const seller = await createUser({ isSeller: true });
  const buyer = await createUser();
  const product = await createProduct(seller.id, { name: "Outage-proof kettle", price: 1200 });
  const created = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!created.ok) throw new Error("order refused");
  signInAs(buyer);
  // Both tests push to the no-callback number; the simulator, like Daraja, refuses a push while an earlier prompt is on the phone.
  await untilPhoneFree(process.env.MPESA_SIMULATOR_URL!, phoneNumber);
  const response = await stkPush(new Request("http://localhost/api/mpesa/stkpush", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderId: created.orderId, phoneNumber }) }));
  const body = (await response.json()) as { data?: { CheckoutRequestID: string | null } };
  return { orderId: created.orderId, amount: created.amount, checkoutRequestId: body.data!.CheckoutRequestID! };
}

function deliverCallback(body: unknown) {
  return callbackRoute(new Request("http://localhost/cb", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), { params: Promise.resolve({ token: TOKEN }) });
}

const paidCallback = (checkoutRequestId: string, amount: number) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: "outage-test",
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      CallbackMetadata: { Item: [{ Name: "Amount", Value: amount }, { Name: "MpesaReceiptNumber", Value: "OUTAGE0001" }, { Name: "PhoneNumber", Value: 254711000000 }] },
    },
  },
});

describe("route handlers while the database is out of reach", () => {
  it("answer 503 with Retry-After and the outage message, in the shape forms read", async () => {
    const { orderId } = await checkoutFor("254711000000");
    const warned = jest.spyOn(logger, "warn").mockImplementation(() => {});
    // The order's read (the rate limits before it let a request through when their store fails).
    failNext({ model: "Order" }, stoppedServerError);
    const response = await stkPush(new Request("http://localhost/api/mpesa/stkpush", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderId, phoneNumber: "254711000000" }) }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ ok: false, code: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGES.api });
    expect(warned).toHaveBeenCalledWith({ err: stoppedServerError }, "database out of reach: answered 503");
    warned.mockRestore();
  });

  it("Daraja's callback is answered 503 and nothing is stored; the reconciler's query settles the payment afterwards, and a redelivery changes nothing twice", async () => {
    const { orderId, amount, checkoutRequestId } = await checkoutFor("254711000000"); // pays; its own callback never comes
    const warned = jest.spyOn(logger, "warn").mockImplementation(() => {});
    failNext({}, stoppedServerError);
    const during = await deliverCallback(paidCallback(checkoutRequestId, amount));
    warned.mockRestore();
    expect(during.status).toBe(503);
    expect(await db.mpesaCallback.count({ where: { checkoutRequestId } })).toBe(0);
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true } })).toEqual({ paymentStatus: "processing" });

    // The database is back: the reconciler asks Daraja, once the query is due.
    await untilStudentAnswered(process.env.MPESA_SIMULATOR_URL!, checkoutRequestId);
    expect(await reconcileDuePayments({ now: new Date(Date.now() + 61_000), checkoutRequestId })).toBe(1);
    expect(await db.stkPushRequest.findUniqueOrThrow({ where: { checkoutRequestId }, select: { status: true, settledBy: true } })).toEqual({ status: "completed", settledBy: "query" });

    // Daraja trying the callback again: taken now, and the payment is still paid once.
    expect((await deliverCallback(paidCallback(checkoutRequestId, amount))).status).toBe(200);
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true, mpesaReceipt: true } });
    expect(order).toEqual({ paymentStatus: "completed", mpesaReceipt: "OUTAGE0001" });
    expect(await db.stkPushRequest.count({ where: { orderId, status: "completed" } })).toBe(1);
    expect(await findLedgerProblems()).toEqual([]);
  });
});
