import { createElement } from "react";
import toast from "react-hot-toast";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { InfoIcon } from "./icons";

// The spec's toast colours (from its error catalogue): success green, errors red, info blue.
const INFO_STYLE = { background: "#1d4ed8", color: "#ffffff" };
// Drawn, not the "ℹ️" emoji: without a colour-emoji font (many Linux and older Android
// phones) that shows as a bare letter i.
const INFO_ICON = createElement(InfoIcon, { width: 20, height: 20, strokeWidth: 2.2, className: "shrink-0" });

export const notify = {
  success: (message: string, duration: number = TOAST_DURATION_MS.success) => toast.success(message, { duration }),
  error: (message: string, duration: number = TOAST_DURATION_MS.error) => toast.error(message, { duration }),
  info: (message: string, duration: number = TOAST_DURATION_MS.info) =>
    toast(message, { duration, icon: INFO_ICON, style: INFO_STYLE, ariaProps: { role: "status", "aria-live": "polite" } }),
};
