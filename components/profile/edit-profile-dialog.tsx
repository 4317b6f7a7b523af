"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ProfileOverview } from "@/lib/db/types";
import { editProfileAction } from "@/lib/actions/account";
import { isPayoutPhoneChange } from "@/lib/accounts/profile-edits";
import { editProfileSchema } from "@/lib/validation/profile";
import { EDIT_PROFILE_MESSAGES, PROFILE_MESSAGES } from "@/lib/messages/account";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { formValues } from "@/components/ui/form-values";
import { PencilIcon } from "@/components/ui/icons";

type EditProfileButtonProps = {
  profile: Pick<ProfileOverview, "fullName" | "email" | "phone" | "campusLocationId" | "isSeller">;
  campuses: Array<{ id: number; name: string }>;
  hasPassword: boolean;
};

/** Edit Profile: name, phone and campus; the email is shown, not edited. */
export function EditProfileButton({ profile, campuses, hasPassword }: EditProfileButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const asksPassword = hasPassword && isPayoutPhoneChange({ isSeller: profile.isSeller, before: profile.phone, after: phone });

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <PencilIcon width={16} height={16} aria-hidden /> Edit Profile
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // The form's messages go with it; the phone starts from the saved one next time.
          if (!next) setPhone(profile.phone ?? "");
        }}
        title="Edit Profile"
        size="sm"
      >
        <ActionForm
          aria-label="Edit Profile"
          className="flex flex-col gap-4"
          action={editProfileAction}
          schema={editProfileSchema}
          failed={PROFILE_MESSAGES.updateFailed}
          read={(form) => formValues(form, ["fullName", "phone", "campusLocationId", "currentPassword"] as const)}
          onDone={(done) => {
            notify.success(done.message ?? EDIT_PROFILE_MESSAGES.updated, 3000);
            setOpen(false);
            router.refresh();
          }}
        >
          {({ errors, pending }) => (
            <>
              <TextField label="Email" name="email" type="email" value={profile.email} readOnly hint="Your sign-in address; it cannot be changed here." />
              <TextField label="Full name" name="fullName" autoComplete="name" defaultValue={profile.fullName} maxLength={100} error={errors.fullName} />
              <TextField
                label="Phone number"
                name="phone"
                optional
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="07XX XXX XXX"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                hint={profile.isSeller ? "Your M-Pesa payouts go to this number." : undefined}
                error={errors.phone}
              />
              <SelectField label="Campus location" name="campusLocationId" defaultValue={profile.campusLocationId ? String(profile.campusLocationId) : ""} error={errors.campusLocationId}>
                <option value="" disabled>
                  Choose your campus
                </option>
                {campuses.map((campus) => (
                  <option key={campus.id} value={campus.id}>
                    {campus.name}
                  </option>
                ))}
              </SelectField>
              {asksPassword ? (
                <TextField
                  label="Current password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  hint={EDIT_PROFILE_MESSAGES.passwordForPhone}
                  error={errors.currentPassword}
                />
              ) : null}
              <div className="flex justify-end gap-2 pt-1">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" pending={pending}>
                  {pending ? "Saving..." : "Save changes"}
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
