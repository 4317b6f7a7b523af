"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { OwnShop } from "@/lib/db/types";
import { businessHoursText, PREFERRED_CONTACT_OPTIONS, type ShopField } from "@/lib/validation/shop";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { ImageDropField } from "./image-drop-field";
import { callRoute } from "@/lib/api/client";
import { focusFirstInvalid } from "@/components/ui/form-values";
import { SHOP_MESSAGES } from "@/lib/messages/shop";

type ShopSettingsFormProps = { shop: OwnShop | null; onSaved: () => void };

/** The shop settings: name (required), description, hours, policies, delivery, contact, banner. */
export function ShopSettingsForm({ shop, onSaved }: ShopSettingsFormProps) {
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<ShopField, string>>>({});
  const [banner, setBanner] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  return (
    <form
      noValidate
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name as ShopField;
        if (name && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const body = new FormData(form);
        const shopName = String(body.get("shopName") ?? "").trim();
        if (!shopName) {
          setErrors({ shopName: SHOP_MESSAGES.nameRequired });
          focusFirstInvalid(form);
          return;
        }
        if (banner) body.set("banner", banner);
        setPending(true);
        setProgress(banner ? 0 : null);
        const result = await callRoute("PUT", "/api/seller/shop", body, { failed: SHOP_MESSAGES.updateFailed, onProgress: banner ? setProgress : undefined });
        setPending(false);
        setProgress(null);
        if (!result.ok) {
          const fieldErrors = result.fieldErrors ?? {};
          setErrors(fieldErrors);
          notify.error(Object.keys(fieldErrors).length ? result.message : SHOP_MESSAGES.updateFailed);
          return;
        }
        notify.success(SHOP_MESSAGES.updated);
        onSaved();
        router.refresh();
      }}
      className="flex flex-col gap-4"
    >
      <TextField label="Shop name" defaultValue={shop?.shopName ?? ""} placeholder="My Shop" error={errors.shopName} name="shopName" maxLength={80} />
      <TextAreaField label="Description" optional defaultValue={shop?.description ?? ""} error={errors.description} name="description" maxLength={1000} />
      <TextAreaField
        label="Business hours"
        optional
        defaultValue={businessHoursText(shop?.businessHours)}
        placeholder={"Mon-Fri: 8:00-17:00\nSat: 9:00-13:00"}
        hint="One day or range per line, like “Mon-Fri: 8:00-17:00”"
        error={errors.businessHours}
        name="businessHours"
        rows={3}
      />
      <TextAreaField label="Policies" optional defaultValue={shop?.policies ?? ""} placeholder="Returns within 2 days if the item is not as described." error={errors.policies} name="policies" />
      <SelectField label="Preferred contact" optional name="preferredContact" defaultValue={shop?.preferredContact ?? ""} error={errors.preferredContact}>
        <option value="">No preference</option>
        {PREFERRED_CONTACT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <CheckboxField label="Offers delivery" name="offersDelivery" defaultChecked={shop?.offersDelivery ?? false} description="You bring orders to the buyer on or near campus." />
      <ImageDropField
        label="Shop banner"
        aspect="banner"
        currentUrl={shop?.bannerUrl}
        file={banner}
        onFileChange={setBanner}
        progress={progress}
        error={errors.banner}
        onError={(message) => setErrors((current) => ({ ...current, banner: message }))}
      />
      <Button type="submit" pending={pending}>
        Save Shop Settings
      </Button>
    </form>
  );
}
