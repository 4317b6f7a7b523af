"use client";

import { useOptimistic, useTransition } from "react";
import { useRouter } from "next/navigation";
import { setShopFollowAction } from "@/lib/actions/shop";
import { loginPathFor } from "@/lib/routes";
import { AN_ERROR_OCCURRED } from "@/lib/messages/common";
import { notify } from "@/components/ui/notify";
import { buttonClasses } from "@/components/ui/button";
import { useServerActions } from "@/components/ui/use-server-action";

type FollowButtonProps = { shopId: string; following: boolean; signedIn: boolean };

/** Follow / Following: changes at once; written only for a signed-in user, and undone if the write fails. */
export function FollowButton({ shopId, following, signedIn }: FollowButtonProps) {
  const { call } = useServerActions();
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
          const result = await call(setShopFollowAction, { shopId, following: !shown }, AN_ERROR_OCCURRED);
          if (!result.ok) {
            notify.error(result.message);
            return;
          }
          router.refresh();
        });
      }}
      className={buttonClasses({ variant: shown ? "outline" : "primary", size: "sm", className: "min-w-28" })}
    >
      {shown ? "Following" : "Follow"}
    </button>
  );
}
