import "server-only";
import type { OrderEvent } from "@/lib/orders/events";
import type { Prisma } from "./generated/client";

// Where the email outbox attaches (see docs/decisions/buyer-protection.md): every moment in an
// item's life someone should hear about is recorded here, in the transaction that makes it
// true. For now nothing is stored: the call sites are the contract.

/** Records `event` in the caller's transaction. Does nothing yet. */
export async function recordOrderEvent(_tx: Prisma.TransactionClient, _event: OrderEvent): Promise<void> {}
