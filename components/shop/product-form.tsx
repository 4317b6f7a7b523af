"use client";

import { useState } from "react";
import type { CategoryOption } from "@/lib/db/types";
import type { OwnProduct } from "@/lib/db/types";
import { CONDITION_CODES, CONDITION_LABELS } from "@/lib/catalogue/conditions";
import { productFormSchema, type ProductField } from "@/lib/validation/product";
import { firstFieldErrors } from "@/lib/validation/auth";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { ImageDropField } from "./image-drop-field";
import { SuggestCategoryDialog, type CategoryChoice } from "./suggest-category-dialog";
import { callRoute } from "@/lib/api/client";
import { focusFirstInvalid } from "@/components/ui/form-values";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

type ProductFormProps = {
  categories: CategoryOption[];
  /** The product being edited; absent when adding. */
  product?: OwnProduct;
  onSaved: (product: OwnProduct) => void;
};

const FIELDS = ["name", "price", "description", "categoryId", "condition", "quantityAvailable"] as const;

/** Add or edit a product: the same fields, rules and category list on both paths. */
export function ProductForm({ categories, product, onSaved }: ProductFormProps) {
  const editing = Boolean(product);
  const [choices, setChoices] = useState<CategoryChoice[]>(categories);
  const [categoryId, setCategoryId] = useState(product?.categoryId ?? "");
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const clear = (field: ProductField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const imageError = (message: string | undefined) => setErrors((current) => ({ ...current, image: message }));

  return (
    <form
      noValidate
      // The add-product tour's steps point into the form; editing has no tour.
      data-tour={editing ? undefined : "product-form"}
      onInput={(event) => clear((event.target as HTMLInputElement).name as ProductField)}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const body = new FormData(form);
        // The same schema the server uses, so the messages match before a byte is sent.
        const values = Object.fromEntries(FIELDS.map((name) => [name, String(body.get(name) ?? "")]));
        const checked = productFormSchema.safeParse(values);
        if (!checked.success || categoryId.startsWith("temp-")) {
          setErrors({
            ...(checked.success ? {} : firstFieldErrors(checked.error)),
            ...(categoryId.startsWith("temp-") ? { categoryId: PRODUCT_MESSAGES.categoryRequired } : {}),
          });
          focusFirstInvalid(form);
          return;
        }
        if (image) body.set("image", image);
        setPending(true);
        setProgress(image ? 0 : null);
        const failed = editing ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.addFailed;
        const result = await callRoute<OwnProduct>(editing ? "PUT" : "POST", editing ? `/api/seller/products/${product!.id}` : "/api/seller/products", body, {
          failed,
          onProgress: image ? setProgress : undefined,
        });
        setPending(false);
        setProgress(null);
        if (!result.ok || !result.data) {
          const fieldErrors = result.ok ? {} : (result.fieldErrors ?? {});
          setErrors(fieldErrors);
          focusFirstInvalid(form);
          notify.error(fieldErrors.image ?? failed);
          return;
        }
        notify.success(editing ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.added);
        onSaved(result.data);
      }}
      className="flex flex-col gap-4"
    >
      <TextField label="Product name" name="name" defaultValue={product?.name ?? ""} error={errors.name} maxLength={120} placeholder="e.g. Casio fx-991ES Plus calculator" />
      <TextField
        label="Price (KES)"
        name="price"
        type="text"
        inputMode="numeric"
        defaultValue={product ? String(product.price) : ""}
        error={errors.price}
        placeholder="1500"
        hint="Whole shillings"
      />
      <TextField
        label="Quantity available"
        name="quantityAvailable"
        type="text"
        inputMode="numeric"
        optional
        // Most students sell one of a thing: suggest 1 for a new listing (see docs/decisions/stock.md).
        defaultValue={product ? (product.quantityAvailable === null ? "" : String(product.quantityAvailable)) : "1"}
        error={errors.quantityAvailable}
        hint="How many you can sell. At 0 the listing shows as sold. Leave empty not to count."
      />
      <TextAreaField label="Description" name="description" defaultValue={product?.description ?? ""} error={errors.description} maxLength={2000} placeholder="Condition, edition, what is included, where to meet." />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <SelectField
            label="Category"
            name="categoryId"
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value);
              clear("categoryId");
            }}
            error={errors.categoryId}
          >
            <option value="">Choose a category</option>
            {choices.map((category) => (
              <option key={category.id} value={category.id} disabled={category.id.startsWith("temp-")}>
                {category.name}
                {category.id.startsWith("temp-") ? " (saving...)" : ""}
              </option>
            ))}
          </SelectField>
          <SuggestCategoryDialog
            onOptimistic={(temp) => {
              setChoices((current) => [...current, temp]);
              setCategoryId(temp.id);
            }}
            onSettled={(tempId, saved) => {
              setChoices((current) => {
                const without = current.filter((c) => c.id !== tempId && c.id !== saved?.id);
                return saved ? [...without, saved].sort((a, b) => a.name.localeCompare(b.name)) : without;
              });
              setCategoryId((current) => (current === tempId ? (saved?.id ?? "") : current));
              if (saved) clear("categoryId");
            }}
          />
        </div>
        <SelectField label="Condition" name="condition" defaultValue={product?.condition ?? "new"} error={errors.condition}>
          {CONDITION_CODES.map((code) => (
            <option key={code} value={code}>
              {CONDITION_LABELS[code]}
            </option>
          ))}
        </SelectField>
      </div>
      <div data-tour="product-image">
        <ImageDropField label="Photo" currentUrl={product?.imageUrl} file={image} onFileChange={setImage} progress={progress} error={errors.image} onError={imageError} />
      </div>
      <Button type="submit" pending={pending}>
        {editing ? "Save Changes" : "Add Product"}
      </Button>
    </form>
  );
}
