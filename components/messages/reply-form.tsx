"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { sendMessageAction } from "@/lib/actions/messages";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { MESSAGE_MAX } from "@/lib/messaging/rules";
import { sendMessageSchema, type SendMessageInput } from "@/lib/validation/messages";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";

type ReplyFormProps = {
  recipientId: string;
  recipientName: string;
  productId: string | null;
  /** The order item the conversation is about: the buyer's "ok" there records the hand-over (the spec's states). */
  order?: { orderId: string; orderItemId: string } | null;
};

/** Writing to the other person (the spec's validation rules, "Message"): Send stays disabled until there is text. */
export function ReplyForm({ recipientId, recipientName, productId, order = null }: ReplyFormProps) {
  const router = useRouter();
  const [text, setText] = useState("");
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <ActionForm
      ref={formRef}
      aria-label={`Reply to ${recipientName}`}
      className="flex flex-col gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
      action={sendMessageAction}
      schema={sendMessageSchema}
      failed={MESSAGING_MESSAGES.failed}
      read={(): SendMessageInput => ({ recipientId, body: text, ...(productId ? { productId } : {}), ...(order ?? {}) })}
      onDone={(sent) => {
        setText("");
        notify.success(sent.message ?? MESSAGING_MESSAGES.sent);
        router.refresh();
      }}
    >
      {({ errors, pending }) => (
        <>
          <TextAreaField
            label={`Message ${recipientName}`}
            name="body"
            rows={2}
            maxLength={MESSAGE_MAX}
            placeholder="Write a message…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line (a phone's Enter key adds a line).
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing && window.matchMedia("(pointer: fine)").matches) {
                event.preventDefault();
                formRef.current?.requestSubmit();
              }
            }}
            error={errors.body ?? errors.recipientId}
          />
          <div className="flex justify-end">
            <Button type="submit" size="sm" pending={pending} disabled={text.trim().length === 0}>
              Send
            </Button>
          </div>
        </>
      )}
    </ActionForm>
  );
}
