#!/usr/bin/env node
// `node tools/wait-for-url.mjs <url> [timeoutSeconds]`: exits 0 once the URL answers (any
// status below 500), 1 after the timeout (default 480 s). Lets a second app instance start
// only after the first has built, migrated and seeded (playwright.two-instances.config.ts).
const [url, timeoutSeconds = "480"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node tools/wait-for-url.mjs <url> [timeoutSeconds]");
  process.exit(2);
}
const until = Date.now() + Number(timeoutSeconds) * 1000;
for (;;) {
  try {
    const response = await fetch(url, { redirect: "manual" });
    if (response.status < 500) process.exit(0);
  } catch {
    // not up yet
  }
  if (Date.now() > until) {
    console.error(`wait-for-url: ${url} did not answer within ${timeoutSeconds} s`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
