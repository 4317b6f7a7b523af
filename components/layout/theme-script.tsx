// Runs before the first paint so the page never flashes the wrong theme:
// the stored choice, else the system preference, else light (spec, "Theme").
export const THEME_STORAGE_KEY = "theme";

const applyTheme = `try{var k=${JSON.stringify(THEME_STORAGE_KEY)};var t=localStorage.getItem(k);if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var d=document.documentElement;d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t}catch(e){}`;
const script = `(function(){${applyTheme}})();`;

/**
 * The same rule, for pages whose first HTML came without our <head>: Next.js
 * renders a notFound() page in the browser inside a bare error document, where
 * the inline script above never ran (vercel/next.js#62228).
 */
export function applyThemeIfMissing() {
  const root = document.documentElement;
  if (root.classList.contains("light") || root.classList.contains("dark")) return;
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // storage unavailable: fall back to the system preference
  }
  if (theme !== "light" && theme !== "dark") theme = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  root.classList.add(theme);
  root.style.colorScheme = theme;
  if (!root.lang) root.lang = "en";
}

/** `nonce`: the response's CSP nonce (middleware.ts), without which the browser would not run it. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
