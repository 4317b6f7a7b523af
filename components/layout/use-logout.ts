"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { notify } from "@/components/ui/notify";
import { LOGOUT_MESSAGES } from "@/lib/messages/auth";

// Spec, "Log out": sign out, say so and go to /auth, even when signing out fails.
export function useLogout() {
  const router = useRouter();
  return async function logout() {
    try {
      await signOut({ redirect: false });
      notify.success(LOGOUT_MESSAGES.success);
    } catch {
      notify.error(LOGOUT_MESSAGES.failure);
    }
    router.replace("/auth");
    router.refresh();
  };
}
