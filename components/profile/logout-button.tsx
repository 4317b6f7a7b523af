"use client";

import { useState } from "react";
import { useLogout } from "@/components/layout/use-logout";
import { Button } from "@/components/ui/button";
import { LogOutIcon } from "@/components/ui/icons";

/** The profile's Log out: on phones the only one (there is no profile menu under 768px). */
export function LogoutButton() {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      pending={pending}
      onClick={async () => {
        setPending(true);
        await logout();
      }}
    >
      <LogOutIcon width={16} height={16} aria-hidden /> Log out
    </Button>
  );
}
