"use client";

import { notify } from "@/components/ui/notify";
import { ShareIcon } from "@/components/ui/icons";
import { LINK_COPIED_MESSAGE } from "@/lib/messages/product";
import { AN_ERROR_OCCURRED } from "@/lib/messages/common";
import { buttonClasses } from "@/components/ui/button";


/** The clipboard API needs a secure origin; campus LAN addresses often are not, so fall back to execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  return copied;
}

export function ShareButton({ path }: { path: string }) {
  return (
    <button
      type="button"
      onClick={async () => {
        const copied = await copyText(new URL(path, window.location.origin).toString());
        if (copied) notify.success(LINK_COPIED_MESSAGE);
        else notify.error(AN_ERROR_OCCURRED);
      }}
      className={buttonClasses({ variant: "secondary", size: "sm" })}
    >
      <ShareIcon width={18} height={18} />
      Share
    </button>
  );
}
