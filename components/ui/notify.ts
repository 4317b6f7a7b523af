import toast from "react-hot-toast";
import { TOAST_DURATION_MS } from "@/lib/constants";

// The spec's toast colours (section 8): success green, errors red, info blue.
const INFO_STYLE = { background: "#1d4ed8", color: "#ffffff" };

export const notify = {
  success: (message: string, duration: number = TOAST_DURATION_MS.success) => toast.success(message, { duration }),
  error: (message: string, duration: number = TOAST_DURATION_MS.error) => toast.error(message, { duration }),
  info: (message: string, duration: number = TOAST_DURATION_MS.info) =>
    toast(message, { duration, icon: "ℹ️", style: INFO_STYLE, ariaProps: { role: "status", "aria-live": "polite" } }),
};
