import { NextResponse } from "next/server";
import { serverCallbackRoute } from "@/lib/api/responses";
import { readJsonBody } from "@/lib/api/body";
import { isCallbackToken } from "@/lib/payments/order-payments";
import { receiveB2cResult, receiveB2cTimeout, receiveStatusResult } from "@/lib/payouts/payout-sender";

// Daraja's B2C callbacks (see docs/decisions/payments-decided-by-server.md and docs/payments.md): a payout's result, a queue timeout,
// and a Transaction Status answer, at /api/mpesa/b2c/<token>/result|timeout|status. As with
// the STK callback, the unguessable token in the address is what makes it ours: a wrong
// token or an unknown kind is 404 before the body is read. The body is stored raw, then
// applied by the one writer; the answer is always the same receipt.

const RECEIVERS = { result: receiveB2cResult, timeout: receiveB2cTimeout, status: receiveStatusResult } as const;

export const POST = serverCallbackRoute<{ token: string; kind: string }>(async (request, { params }) => {
  const { token, kind } = await params;
  const receive = Object.hasOwn(RECEIVERS, kind) ? RECEIVERS[kind as keyof typeof RECEIVERS] : null;
  if (!receive || !isCallbackToken(token)) return new NextResponse("Not Found", { status: 404 });
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  await receive(body.value);
  return NextResponse.json({ ResultCode: 0, ResultDesc: "Accepted" });
});
