import { NextResponse } from "next/server";
import { serverCallbackRoute } from "@/lib/api/route";
import { isCallbackToken, receiveStkCallback } from "@/lib/payments/order-payments";

// Daraja's STK callback (see docs/decisions/payments-decided-by-server.md). Daraja signs nothing, so the unguessable token in the address
// is what makes it ours: a wrong token is 404 before the body is read. The body is stored
// raw, then applied by the one writer; Daraja gets its answer as soon as that is done.
// Whatever the callback says, the answer is the same: it is Daraja's delivery receipt, not
// a verdict a forger could learn from. With the database out of reach nothing can be stored,
// so the wrapper answers 503 (not a receipt); the reconciler's STK query settles the payment
// once the database is back.

export const POST = serverCallbackRoute<{ token: string }>()
  .guard(({ params }) => (isCallbackToken(params.token) ? null : new NextResponse("Not Found", { status: 404 })))
  .rawJson()
  .handle(async ({ body }) => {
    await receiveStkCallback(body);
    return NextResponse.json({ ResultCode: 0, ResultDesc: "Accepted" });
  });
