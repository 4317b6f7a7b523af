"use client";

import { useRouter } from "next/navigation";
import { notify } from "@/components/ui/notify";
import { LOGOUT_MESSAGES } from "@/lib/messages/auth";

// Spec, "Log out": sign out, say so and go to /auth, even when signing out fails.
// next-auth's client (14 KB gzip) is fetched when Log out is pressed, not with every page
// that shows the profile menu.
export function useLogout() {
  const router = useRouter();
  return async function logout() {
    try {
      const { signOut } = await import("next-auth/react");
      await signOut({ redirect: false });
      notify.success(LOGOUT_MESSAGES.success);
    } catch {
      notify.error(LOGOUT_MESSAGES.failure);
    }
    router.replace("/auth");
    router.refresh();
  };
}
