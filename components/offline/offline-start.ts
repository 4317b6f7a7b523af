// Loaded after the page has loaded and the browser is idle (components/offline/offline-script.tsx),
// so none of it is first-load JavaScript. Bundled to public/offline-start.js by
// scripts/build/offline-scripts.mjs. It registers the service worker and, from the second
// visit on, offers to install the app once (docs/decisions/offline-reading.md).
import { INSTALL_MESSAGES } from "@/lib/messages/offline";
import { BANNER_SLOT_ID } from "@/lib/offline/documents";
import { INSTALL_ANSWERED_KEY, shouldOfferInstall, VISIT_COUNTED_KEY, VISITS_KEY } from "@/lib/offline/install-prompt";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: string }>;
}
declare global {
  interface Window {
    /** The browser's install offer, kept by the inline script that loads this file. */
    __installPrompt?: InstallPromptEvent;
  }
}

function storage<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function countVisit(): number {
  return storage(() => {
    let visits = Number(localStorage.getItem(VISITS_KEY) ?? "0") || 0;
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      visits += 1;
      localStorage.setItem(VISITS_KEY, String(visits));
      sessionStorage.setItem(VISIT_COUNTED_KEY, "1");
    }
    return visits;
  }, 0);
}

function answer() {
  storage(() => localStorage.setItem(INSTALL_ANSWERED_KEY, "1"), undefined);
}

function showInstallPrompt(prompt: InstallPromptEvent) {
  if (document.getElementById("install-prompt")) return;
  const dark = document.documentElement.classList.contains("dark");
  const box = document.createElement("section");
  box.id = "install-prompt";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-labelledby", "install-prompt-title");
  box.setAttribute(
    "style",
    `position:fixed;left:12px;right:12px;bottom:76px;z-index:60;max-width:26rem;margin:0 auto;padding:14px 16px;border-radius:12px;` +
      `box-shadow:0 8px 24px rgba(0,0,0,.25);font:14px/1.45 system-ui,sans-serif;` +
      (dark ? "background:#0f172a;color:#f1f5f9;border:1px solid #334155" : "background:#fff;color:#0f172a;border:1px solid #e2e8f0"),
  );
  const title = document.createElement("h2");
  title.id = "install-prompt-title";
  title.textContent = INSTALL_MESSAGES.title;
  title.setAttribute("style", "margin:0 0 4px;font-size:15px;font-weight:700");
  const body = document.createElement("p");
  body.textContent = INSTALL_MESSAGES.body;
  body.setAttribute("style", "margin:0 0 12px");
  const buttons = document.createElement("div");
  buttons.setAttribute("style", "display:flex;gap:8px;justify-content:flex-end");
  const button = (text: string, primary: boolean) => {
    const element = document.createElement("button");
    element.type = "button";
    element.textContent = text;
    element.setAttribute(
      "style",
      `min-height:40px;padding:8px 16px;border-radius:8px;font:600 14px system-ui,sans-serif;cursor:pointer;` +
        (primary ? (dark ? "background:#10b981;color:#020617;border:0" : "background:#047857;color:#fff;border:0") : `background:transparent;border:1px solid ${dark ? "#475569" : "#cbd5e1"};color:inherit`),
    );
    return element;
  };
  const dismiss = button(INSTALL_MESSAGES.dismiss, false);
  const install = button(INSTALL_MESSAGES.install, true);
  dismiss.addEventListener("click", () => {
    answer();
    box.remove();
  });
  install.addEventListener("click", async () => {
    answer();
    box.remove();
    await prompt.prompt().catch(() => undefined);
  });
  buttons.append(dismiss, install);
  box.append(title, body, buttons);
  document.body.append(box);
}

function offerInstall(visits: number) {
  const offer = (prompt: InstallPromptEvent | undefined) => {
    const answered = storage(() => localStorage.getItem(INSTALL_ANSWERED_KEY) === "1", true);
    if (prompt && shouldOfferInstall({ visits, answered, pathname: location.pathname })) showInstallPrompt(prompt);
  };
  offer(window.__installPrompt);
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    window.__installPrompt = event as InstallPromptEvent;
    offer(window.__installPrompt);
  });
}

/**
 * The banner over a page read from its last good copy is about that page: the app's own
 * navigations do not reload the document, so the banner goes once the reader moves on.
 */
function clearStaleBannerOnNavigation() {
  const slot = document.getElementById(BANNER_SLOT_ID);
  if (!slot?.firstChild) return;
  const shown = location.href;
  const clear = () => {
    if (location.href !== shown) slot.replaceChildren();
  };
  (window as Window & { navigation?: EventTarget }).navigation?.addEventListener("navigatesuccess", clear);
  window.addEventListener("popstate", clear);
}

if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
clearStaleBannerOnNavigation();
offerInstall(countVisit());
