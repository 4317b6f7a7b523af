import { expect, test } from "@playwright/test";
import { seededProduct } from "../../e2e/demo";
import { BASE_URL, newSignedInAccount, postJson } from "./probe";

// A phone's M-Pesa prompt budget (10 a quarter hour) belongs to the phone's owner: requests
// naming it for orders that are not the caller's are answered 404 before it is counted, so an
// attacker cannot stop a stranger from paying (docs/decisions/rate-limits.md).

const PHONE_BUDGET = 10;
const CASIO = seededProduct("casio-fx-991es-plus");

test.describe("a phone's prompt budget", () => {
  test("twelve stkpush requests naming a buyer's phone for their order, by someone else, leave the buyer able to pay", async ({ page }) => {
    const victimPhone = "0722000401";
    const victim = await newSignedInAccount("phone-owner");
    await page.context().addCookies(
      victim.cookies
        .split(/;\s*/)
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: BASE_URL };
        }),
    );
    await page.goto(CASIO.path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;

    const attacker = await newSignedInAccount("phone-attacker");
    const answers: number[] = [];
    for (let attempt = 0; attempt < PHONE_BUDGET + 2; attempt += 1) {
      answers.push((await postJson("/api/mpesa/stkpush", { orderId, phoneNumber: victimPhone }, { cookies: attacker.cookies })).status);
    }
    expect(answers).toEqual(Array.from({ length: PHONE_BUDGET + 2 }, () => 404));

    const own = await postJson("/api/mpesa/stkpush", { orderId, phoneNumber: victimPhone }, { cookies: victim.cookies });
    expect(own.status, own.body).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ ok: true, data: { CheckoutRequestID: expect.stringMatching(/^ws_CO_/) } });
  });
});
