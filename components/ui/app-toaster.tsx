"use client";

import { useEffect } from "react";
import { Toaster } from "react-hot-toast";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { applyThemeIfMissing } from "@/components/layout/theme-script";

export function AppToaster() {
  // Marks the page interactive, for end-to-end tests that must not click before React has taken over.
  useEffect(() => {
    applyThemeIfMissing();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Toaster
      position="top-right"
      containerClassName="app-toaster print:hidden"
      toastOptions={{
        duration: TOAST_DURATION_MS.general,
        style: { maxWidth: 420, fontSize: "0.9rem" },
        success: {
          duration: TOAST_DURATION_MS.success,
          style: { background: "#15803d", color: "#ffffff" },
          iconTheme: { primary: "#ffffff", secondary: "#15803d" },
        },
        error: {
          duration: TOAST_DURATION_MS.error,
          style: { background: "#b91c1c", color: "#ffffff" },
          iconTheme: { primary: "#ffffff", secondary: "#b91c1c" },
        },
      }}
    />
  );
}
