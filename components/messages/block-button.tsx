"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { setUserBlockedAction } from "@/lib/actions/messages";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

type BlockButtonProps = { otherUserId: string; otherName: string; blocked: boolean };

/** Block (asked first) or Unblock the other person of a conversation. */
export function BlockButton({ otherUserId, otherName, blocked }: BlockButtonProps) {
  const { call } = useServerActions();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  const change = async (next: boolean) => {
    setPending(true);
    const result = await call(setUserBlockedAction, { otherUserId, blocked: next }, MESSAGING_MESSAGES.blockFailed);
    setPending(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(next ? MESSAGING_MESSAGES.blockedDone(otherName) : MESSAGING_MESSAGES.unblockedDone(otherName));
    router.refresh();
  };

  return (
    <>
      <Button variant={blocked ? "secondary" : "danger-link"} size="sm" pending={pending} onClick={() => (blocked ? void change(false) : setAsking(true))}>
        {blocked ? "Unblock" : "Block"}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Block ${otherName}?`}
        question="Their messages will stop reaching you, and neither of you can send the other a new one. You can unblock them here later."
        confirmLabel="Block"
        danger
        onConfirm={() => void change(true)}
      />
    </>
  );
}
