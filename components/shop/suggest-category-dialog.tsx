"use client";

import { useState } from "react";
import { suggestCategoryAction } from "@/lib/actions/shop";
import { CATEGORY_MESSAGES } from "@/lib/messages/shop";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

export type CategoryChoice = { id: string; name: string };

type SuggestCategoryDialogProps = {
  /** A temporary entry (id "temp-...") appears at once and is selected. */
  onOptimistic: (temp: CategoryChoice) => void;
  /** Then it is replaced by the saved category, or removed when saving failed (see docs/decisions/category-suggestions.md). */
  onSettled: (tempId: string, saved: CategoryChoice | null) => void;
};

export function SuggestCategoryDialog({ onOptimistic, onSettled }: SuggestCategoryDialogProps) {
  const { call } = useServerActions();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses({ variant: "link", size: "sm", className: "self-start" })}>
        Suggest New Category
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Suggest New Category" description="It is added at once and selected for this product." size="sm">
        <form
          noValidate
          onInput={() => setError(undefined)}
          onSubmit={async (event) => {
            // The dialog is portalled but React events still bubble to the product form.
            event.preventDefault();
            event.stopPropagation();
            const data = new FormData(event.currentTarget);
            const name = String(data.get("name") ?? "").trim();
            const description = String(data.get("description") ?? "").trim();
            if (!name) {
              setError("Category name is required");
              return;
            }
            const temp = { id: `temp-${Date.now()}`, name };
            onOptimistic(temp);
            setOpen(false);
            const result = await call(suggestCategoryAction, { name, description }, CATEGORY_MESSAGES.failed);
            if (result.ok && result.data) {
              onSettled(temp.id, result.data);
              notify.success(CATEGORY_MESSAGES.added);
            } else {
              onSettled(temp.id, null);
              notify.error(result.ok ? CATEGORY_MESSAGES.failed : result.message);
            }
          }}
          className="flex flex-col gap-4"
        >
          <TextField label="Category name" name="name" error={error} maxLength={50} autoFocus />
          <TextAreaField label="Description" name="description" optional maxLength={300} rows={2} />
          <Button type="submit">Add Category</Button>
        </form>
      </Modal>
    </>
  );
}
