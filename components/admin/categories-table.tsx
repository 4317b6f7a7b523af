"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { hideCategoryAction, mergeCategoriesAction, renameCategoryAction, showCategoryAction } from "@/lib/actions/admin-categories";
import { ADMIN_CATEGORY_MESSAGES as M } from "@/lib/messages/admin-categories";
import { mergeCategoriesSchema, renameCategorySchema } from "@/lib/validation/admin-categories";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import type { StaffCategoryRow } from "@/lib/db/types";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useServerAction } from "@/components/ui/use-server-action";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** A row of the staff list, as the page passes it: the database's row and whether it is Other. */
export type CategoryRow = StaffCategoryRow & {
  /** "Other": where hidden categories' products go; never hidden, renamed or merged away. */
  isOther: boolean;
};

type CategoriesTableProps = { categories: CategoryRow[] };

type Asking = { kind: "rename" | "merge" | "hide"; category: CategoryRow } | null;

const PILL = "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

function StatePills({ category }: { category: CategoryRow }) {
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {category.suggested ? (
        <span className={`${PILL} bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100`}>
          Suggested{category.suggestedBy ? ` by ${category.suggestedBy}` : ""}
        </span>
      ) : (
        <span className={`${PILL} bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100`}>Built-in</span>
      )}
      {category.hidden ? (
        <span className={`${PILL} bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100`}>Hidden</span>
      ) : !category.listed ? (
        <span className={`${PILL} bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100`}>Not listed yet: no active product</span>
      ) : null}
    </span>
  );
}

/** Staff's categories: counts and state, with rename, hide or show, and merge. */
export function CategoriesTable({ categories }: CategoriesTableProps) {
  const router = useRouter();
  const [asking, setAsking] = useState<Asking>(null);
  const [showingId, setShowingId] = useState<string | null>(null);
  const hiding = useServerAction(hideCategoryAction, M.hideFailed);
  const showing = useServerAction(showCategoryAction, M.showFailed);
  const targets = categories.filter((category) => !category.hidden);

  const close = () => setAsking(null);
  const done = (message: string | undefined, fallback: string) => {
    notify.success(message ?? fallback);
    close();
    router.refresh();
  };

  async function hide(category: CategoryRow) {
    const result = await hiding.run({ categoryId: category.id });
    if (result.ok) notify.success(result.message ?? M.hidden(category.name, category.totalProducts));
    else notify.error(result.message, 6000);
    router.refresh();
  }

  async function show(category: CategoryRow) {
    setShowingId(category.id);
    const result = await showing.run({ categoryId: category.id });
    setShowingId(null);
    if (result.ok) notify.success(result.message ?? M.shown(category.name));
    else notify.error(result.message, 6000);
    router.refresh();
  }

  const current = asking?.category;

  // Drawn twice per row (under the name on phones, in their own column on wider screens); one is display: none.
  const rowActions = (category: CategoryRow) =>
    category.isOther ? (
      <span className="text-xs text-slate-600 dark:text-slate-400">Hidden categories&apos; products go here</span>
    ) : (
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button size="sm" variant="secondary" onClick={() => setAsking({ kind: "rename", category })} aria-label={`Rename ${category.name}`}>
          Rename
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking({ kind: "merge", category })} aria-label={`Merge ${category.name}`}>
          Merge
        </Button>
        {category.hidden ? (
          <Button size="sm" variant="outline" pending={showingId === category.id} onClick={() => void show(category)} aria-label={`Show ${category.name}`}>
            Show
          </Button>
        ) : (
          <Button size="sm" variant="danger-outline" onClick={() => setAsking({ kind: "hide", category })} aria-label={`Hide ${category.name}`}>
            Hide
          </Button>
        )}
      </div>
    );

  return (
    <>
      <ScrollRegion label="Categories" className="relative w-full overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        {/* Phones: one column, the counts and buttons under the name; wider screens: a column each. */}
        <table className="w-full text-left text-sm md:min-w-[44rem]">
          <caption className="sr-only">Categories with their products; hidden ones last</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2">Category</th>
              <th scope="col" className="hidden px-3 py-2 text-right md:table-cell">Active</th>
              <th scope="col" className="hidden px-3 py-2 text-right md:table-cell">Total</th>
              <th scope="col" className="hidden px-3 py-2 md:table-cell"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
            {categories.map((category) => (
              <tr
                key={category.id}
                data-testid="category-row"
                data-name={category.name}
                data-hidden={category.hidden}
                data-active={category.activeProducts}
                data-total={category.totalProducts}
              >
                <td className="px-3 py-2 align-top">
                  <span className="font-semibold break-words">{category.name}</span>
                  <StatePills category={category} />
                  <span className="mt-1 block text-xs text-slate-600 tabular-nums md:hidden dark:text-slate-400">
                    {category.activeProducts} active of {category.totalProducts} product(s)
                  </span>
                  <div className="mt-2 md:hidden">{rowActions(category)}</div>
                </td>
                <td className="hidden px-3 py-2 text-right align-top tabular-nums md:table-cell">{category.activeProducts}</td>
                <td className="hidden px-3 py-2 text-right align-top tabular-nums md:table-cell">{category.totalProducts}</td>
                <td className="hidden px-3 py-2 align-top md:table-cell">{rowActions(category)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <Modal
        open={asking?.kind === "rename"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Rename ${current?.name ?? ""}`}
        description="Its products keep it; its page moves to the new name."
        size="sm"
      >
        {current ? (
          <ActionForm
            className="flex flex-col gap-4"
            action={renameCategoryAction}
            schema={renameCategorySchema}
            failed={M.renameFailed}
            read={(form) => ({ categoryId: current.id, name: String(new FormData(form).get("name") ?? "") })}
            onDone={(result, form) => done(result.message, M.renamed(String(new FormData(form).get("name") ?? "").trim()))}
          >
            {({ errors, pending }) => (
              <>
                <TextField label="New name" name="name" defaultValue={current.name} maxLength={50} error={errors.name} autoFocus />
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={close}>
                    Cancel
                  </Button>
                  <Button type="submit" pending={pending}>
                    Rename
                  </Button>
                </div>
              </>
            )}
          </ActionForm>
        ) : null}
      </Modal>

      <Modal
        open={asking?.kind === "merge"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Merge ${current?.name ?? ""}`}
        description={current ? `Its ${current.totalProducts} product(s) move to the category you choose, and ${current.name} is deleted. This cannot be undone.` : undefined}
        size="sm"
      >
        {current ? (
          <ActionForm
            className="flex flex-col gap-4"
            action={mergeCategoriesAction}
            schema={mergeCategoriesSchema}
            failed={M.mergeFailed}
            read={(form) => ({ sourceId: current.id, targetId: String(new FormData(form).get("targetId") ?? "") })}
            moreErrors={({ targetId }) => (targetId ? {} : { targetId: M.mergeTargetRequired })}
            onDone={(result, form) => {
              const targetId = String(new FormData(form).get("targetId") ?? "");
              done(result.message, M.merged(current.name, targets.find((target) => target.id === targetId)?.name ?? "", current.totalProducts));
            }}
          >
            {({ errors, pending }) => (
              <>
                <SelectField label="Merge into" name="targetId" defaultValue="" error={errors.targetId}>
                  <option value="" disabled>
                    Choose a category
                  </option>
                  {targets
                    .filter((target) => target.id !== current.id)
                    .map((target) => (
                      <option key={target.id} value={target.id}>
                        {target.name}
                      </option>
                    ))}
                </SelectField>
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={close}>
                    Cancel
                  </Button>
                  <Button type="submit" variant="danger" pending={pending}>
                    Merge
                  </Button>
                </div>
              </>
            )}
          </ActionForm>
        ) : null}
      </Modal>

      <ConfirmDialog
        open={asking?.kind === "hide"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Hide ${current?.name ?? ""}?`}
        question={
          current
            ? `Its ${current.totalProducts} product(s) move to Other, and it leaves every list and product form. You can show it again; the products stay in Other.`
            : ""
        }
        confirmLabel="Hide"
        danger
        onConfirm={() => current && void hide(current)}
      />
    </>
  );
}
