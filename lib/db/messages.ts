import "server-only";
import { db } from "./client";

// Reading a user's messages (the profile's Messages tab). Sending, replies and read receipts
// come with messaging (issue 15).

export type MessageRow = {
  id: string;
  /** The other person: the sender of a received message, the recipient of a sent one. */
  otherName: string;
  body: string;
  read: boolean;
  createdAt: Date;
  product: { id: string; name: string } | null;
};

/** The newest messages of one folder, on the (recipient|sender, created_at) indexes. */
export async function listMessages(userId: string, box: "received" | "sent", take = 50): Promise<MessageRow[]> {
  const rows = await db.message.findMany({
    where: box === "received" ? { recipientId: userId } : { senderId: userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, body: true, read: true, createdAt: true, senderName: true, recipientName: true, product: { select: { id: true, name: true } } },
  });
  return rows.map(({ senderName, recipientName, ...row }) => ({ ...row, otherName: box === "received" ? senderName : recipientName }));
}
