import { NextResponse } from "next/server";
import { serverCallbackRoute } from "@/lib/api/route";
import { isCallbackToken } from "@/lib/payments/order-payments";
import { receiveB2cResult, receiveB2cTimeout, receiveStatusResult } from "@/lib/payouts/payout-sender";

// Daraja's B2C callbacks (see docs/decisions/payments-decided-by-server.md and docs/payments.md): a payout's result, a queue timeout,
// and a Transaction Status answer, at /api/mpesa/b2c/<token>/result|timeout|status. As with
// the STK callback, the unguessable token in the address is what makes it ours: a wrong
// token or an unknown kind is 404 before the body is read. The body is stored raw, then
// applied by the one writer; the answer is always the same receipt.

const RECEIVERS = { result: receiveB2cResult, timeout: receiveB2cTimeout, status: receiveStatusResult } as const;

const isReceiver = (kind: string): kind is keyof typeof RECEIVERS => Object.hasOwn(RECEIVERS, kind);

export const POST = serverCallbackRoute<{ token: string; kind: string }>()
  .guard(({ params }) => (isReceiver(params.kind) && isCallbackToken(params.token) ? null : new NextResponse("Not Found", { status: 404 })))
  .rawJson()
  .handle(async ({ body, params }) => {
    await RECEIVERS[params.kind as keyof typeof RECEIVERS](body);
    return NextResponse.json({ ResultCode: 0, ResultDesc: "Accepted" });
  });
