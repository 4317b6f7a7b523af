import { expect, test } from "@playwright/test";
import { probe } from "./probe";

// Control characters in what a visitor types or puts in an address are
// stripped before anything reaches the database. PostgreSQL refuses a NUL byte in text, so
// one NUL used to turn a search into 'Failed to load products'.

const LOAD_FAILED = "Failed to load products";

test("a search with a NUL byte is answered as the search without it", async () => {
  const withNul = await probe({ path: "/search?q=desk%00lamp" });
  expect(withNul.status).toBe(200);
  expect(withNul.body.includes(LOAD_FAILED)).toBe(false);
  expect(withNul.body).toContain("Results for");
});

test("other control characters in a search do not fail it either", async () => {
  for (const q of ["ab%01cd", "%1B%5B31m", "lamp%7F", "a%C2%85b"]) {
    const page = await probe({ path: `/search?q=${q}` });
    expect(page.status, q).toBe(200);
    expect(page.body.includes(LOAD_FAILED), q).toBe(false);
  }
});

test("NUL bytes in a category address and its filters do not fail the page", async () => {
  for (const path of ["/category/Textbooks?location=Main%00Campus", "/category/Text%00books", "/category/all?condition=new%00&sort=newest%00"]) {
    const page = await probe({ path });
    expect(page.status, path).toBeLessThan(500);
    expect(page.body.includes(LOAD_FAILED), path).toBe(false);
  }
});
