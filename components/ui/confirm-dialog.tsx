"use client";

import { Button } from "./button";
import { Modal } from "./modal";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
};

/** Asks before something that cannot be undone: Cancel, or the action itself. */
export function ConfirmDialog({ open, onOpenChange, title, question, confirmLabel, onConfirm, danger = false }: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={question} size="sm">
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant={danger ? "danger" : "primary"}
          className="flex-1"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
