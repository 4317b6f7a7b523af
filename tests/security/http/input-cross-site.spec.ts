import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_SELLERS } from "../../../prisma/demo-data";
import { demoCategoryId, demoSellerId } from "../../e2e/demo";
import { EVIL_ORIGIN, freshLoopbackAddress, multipartBody, probe, SAME_ORIGIN, signInOverHttp } from "./probe";

// A route handler that changes something refuses a request another site's
// page made (the browser says so in Origin, or in Sec-Fetch-Site when it sends no Origin),
// with 403 and nothing changed, whether or not it reads the session cookie. The site's own
// pages, and clients that send neither header (curl, the e2e suite's request API), pass.

const SELLER = DEMO_SELLERS.find((candidate) => candidate.key === "kiprop")!;
const CROSS_SITE_MESSAGE = /another site/i;

let cookies = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const attempt = await signInOverHttp(SELLER.email, DEMO_PASSWORD, freshLoopbackAddress());
  expect(attempt.signedIn).toBe(true);
  cookies = attempt.cookies;
});

async function productForm(name: string) {
  const form = new FormData();
  form.set("name", name);
  form.set("price", "1200");
  form.set("description", "Posted to test cross-site requests.");
  form.set("categoryId", demoCategoryId("Stationery"));
  form.set("condition", "new");
  return multipartBody(form);
}

function addProduct(name: string, headers: Record<string, string>) {
  return productForm(name).then(({ body, contentType }) =>
    probe({ method: "POST", path: "/api/seller/products", headers: { "content-type": contentType, cookie: cookies, ...headers }, body }),
  );
}

/** Whether a listing of that name can be found: its card's link, in the search for it (search shows active listings to anyone). */
async function listed(name: string): Promise<boolean> {
  const page = await probe({ path: `/search?q=${encodeURIComponent(name)}` });
  expect(page.status).toBe(200);
  // The page also echoes the query ("Results for ..."); only a product card links the name itself.
  return page.body.includes(`>${name}</a>`);
}

function expectCrossSiteRefusal(answer: { status: number; body: string }) {
  expect(answer.status).toBe(403);
  const body = JSON.parse(answer.body) as { ok: boolean; code: string; message: string };
  expect(body).toMatchObject({ ok: false, code: "forbidden" });
  expect(body.message).toMatch(CROSS_SITE_MESSAGE);
}

test("a welcome email requested from another site's page is refused with 403", async () => {
  const answer = await probe({ method: "POST", path: "/api/email/welcome", headers: { cookie: cookies, origin: EVIL_ORIGIN } });
  expectCrossSiteRefusal(answer);
});

test("a product posted from another site's page is refused and not listed", async () => {
  const name = `Forged listing ${randomUUID()}`;
  expectCrossSiteRefusal(await addProduct(name, { origin: EVIL_ORIGIN }));
  expect(await listed(name)).toBe(false);
});

test("a cross-site request without Origin is refused by its Sec-Fetch-Site", async () => {
  const name = `Forged listing ${randomUUID()}`;
  expectCrossSiteRefusal(await addProduct(name, { "sec-fetch-site": "cross-site" }));
  expectCrossSiteRefusal(await addProduct(name, { "sec-fetch-site": "same-site" }));
  expect(await listed(name)).toBe(false);
});

test("an opaque 'null' Origin (sandboxed frame, data: page) is refused", async () => {
  const name = `Forged listing ${randomUUID()}`;
  expectCrossSiteRefusal(await addProduct(name, { origin: "null" }));
  expect(await listed(name)).toBe(false);
});

test("the same product from the site's own page is added, and so is one from a client that sends neither header", async () => {
  const own = `Own listing ${randomUUID()}`;
  expect((await addProduct(own, { origin: SAME_ORIGIN, "sec-fetch-site": "same-origin" })).status).toBe(201);
  const script = `Script listing ${randomUUID()}`;
  expect((await addProduct(script, {})).status).toBe(201);
  expect(await listed(own)).toBe(true);
  expect(await listed(script)).toBe(true);
});

test("a shop update and a product edit from another site are refused and change nothing", async () => {
  const own = `Listing to edit ${randomUUID()}`;
  const created = await addProduct(own, { origin: SAME_ORIGIN });
  expect(created.status).toBe(201);
  const { data } = JSON.parse(created.body) as { data: { id: string } };

  const renamed = `Renamed by another site ${randomUUID()}`;
  const edit = await productForm(renamed);
  expectCrossSiteRefusal(
    await probe({ method: "PUT", path: `/api/seller/products/${data.id}`, headers: { "content-type": edit.contentType, cookie: cookies, origin: EVIL_ORIGIN }, body: edit.body }),
  );
  expect(await listed(renamed)).toBe(false);
  expect(await listed(own)).toBe(true);

  const shopName = `Hijacked ${randomUUID()}`;
  const shop = new FormData();
  shop.set("shopName", shopName);
  const settings = await multipartBody(shop);
  expectCrossSiteRefusal(
    await probe({ method: "PUT", path: "/api/seller/shop", headers: { "content-type": settings.contentType, cookie: cookies, origin: EVIL_ORIGIN }, body: settings.body }),
  );
  const sellerPage = await probe({ path: `/seller/${demoSellerId(SELLER.key)}` });
  expect(sellerPage.body.includes(SELLER.shop.shopName)).toBe(true);
  expect(sellerPage.body.includes(shopName)).toBe(false);
});

test("sign-up and the email-link requests from another site are refused too", async () => {
  const signup = new FormData();
  signup.set("email", `cross-site-${randomUUID()}@students.example.ac.ke`);
  const form = await multipartBody(signup);
  expectCrossSiteRefusal(
    await probe({ method: "POST", path: "/api/signup", localAddress: freshLoopbackAddress(), headers: { "content-type": form.contentType, origin: EVIL_ORIGIN }, body: form.body }),
  );
  for (const path of ["/api/email/password-reset", "/api/email/confirmation/resend", "/api/email/confirmation"]) {
    const answer = await probe({
      method: "POST",
      path,
      localAddress: freshLoopbackAddress(),
      headers: { "content-type": "application/json", origin: EVIL_ORIGIN },
      body: JSON.stringify({ email: `someone-${randomUUID()}@students.example.ac.ke` }),
    });
    expectCrossSiteRefusal(answer);
  }
});

test("behind a proxy, the forwarded host is the site's own origin", async () => {
  // A reverse proxy serving https://market.example passes the public host on; the browser's
  // Origin is that host, not the address the app listens on (Next's server actions agree).
  const answer = await probe({
    method: "POST",
    path: "/api/email/welcome",
    headers: { cookie: cookies, origin: "https://market.example", "x-forwarded-host": "market.example", "x-forwarded-proto": "https" },
  });
  expect(answer.status).toBe(200);
});
