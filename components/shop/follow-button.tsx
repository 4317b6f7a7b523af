"use client";

import { useOptimistic, useTransition } from "react";
import { useRouter } from "next/navigation";
import { setShopFollowAction } from "@/lib/actions/shop";
import { loginPathFor } from "@/lib/routes";
import { callAction } from "@/lib/api/client";
import { AN_ERROR_OCCURRED } from "@/lib/messages/common";
import { notify } from "@/components/ui/notify";

type FollowButtonProps = { shopId: string; following: boolean; signedIn: boolean };

/** Follow / Following: changes at once; written only for a signed-in user, and undone if the write fails. */
export function FollowButton({ shopId, following, signedIn }: FollowButtonProps) {
  const router = useRouter();
  const [saving, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(following);

  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-busy={saving || undefined}
      onClick={() => {
        if (!signedIn) {
          router.push(loginPathFor(`/seller/${shopId}`));
          return;
        }
        startTransition(async () => {
          setShown(!shown);
          const result = await callAction(setShopFollowAction, { shopId, following: !shown }, AN_ERROR_OCCURRED);
          if (!result.ok) {
            notify.error(result.message);
            return;
          }
          router.refresh();
        });
      }}
      className={`inline-flex h-10 min-w-28 items-center justify-center rounded-lg px-4 text-sm font-semibold ${
        shown
          ? "border border-brand-700 bg-brand-50 text-brand-900 hover:bg-brand-100 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100"
          : "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      }`}
    >
      {shown ? "Following" : "Follow"}
    </button>
  );
}
