#!/usr/bin/env node
// Screenshots of pages at 1280 and 390 px, light and dark, for looking at.
//   node tools/screenshots.mjs [baseURL] [path ...]      (default http://localhost:3000)
// Set SCREENSHOT_LOGIN=email:password to take them signed in.
import { chromium } from "playwright";
import fs from "node:fs";

const [baseURL = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/home", "/auth"];
const outDir = "screenshots";
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

for (const [label, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  for (const theme of ["light", "dark"]) {
    const context = await browser.newContext({ viewport, colorScheme: theme, baseURL, isMobile: label === "phone", hasTouch: label === "phone" });
    const page = await context.newPage();
    if (process.env.SCREENSHOT_LOGIN) {
      const [email, password] = process.env.SCREENSHOT_LOGIN.split(":");
      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL(/\/home$/);
      await page.waitForTimeout(2500);
    }
    for (const path of pages) {
      await page.goto(path, { waitUntil: "load" });
      await page.waitForTimeout(600);
      const file = `${outDir}/${label}-${theme}${path.replace(/[^a-z0-9]+/gi, "_")}${process.env.SCREENSHOT_LOGIN ? "-signed-in" : ""}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
