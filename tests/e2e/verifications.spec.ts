import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { demoCategoryId } from "./demo";
import { linkFromMail, mailsTo, uniqueEmail } from "./mail";
import { look, visit, waitForHydration } from "./support";

// Verified businesses (docs/decisions/verified-businesses.md), across browser contexts: a
// wholesaler signs up with a staff access code and a licence, staff look at it on
// /admin/verifications and approve (the badge then shows on the seller page, a product page
// and a card) or refuse with a reason (the email and the profile name it; new documents put the
// wholesaler back on the staff's list). Staff desk work: the desktop project, with the two new
// screens also looked at 390 pixels wide.

const PASSWORD = "unga-na-sukari-2026";
const LICENCE = { name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% business licence\n%%EOF\n") };
const PHONE_WIDTH = { width: 390, height: 844 };
const DESK_WIDTH = { width: 1280, height: 800 };

/** A new access code from /admin/codes: the one row that was not there before (other tests make codes too). */
async function newAccessCode(staff: Page): Promise<string> {
  await visit(staff, "/admin/codes");
  const codeCells = staff.locator("tbody tr td:first-child");
  const before = new Set((await codeCells.allInnerTexts()).map((text) => text.trim()));
  await staff.getByLabel("Number of codes").fill("1");
  await staff.getByRole("button", { name: "Generate Codes" }).click();
  let code = "";
  await expect(async () => {
    const added = (await codeCells.allInnerTexts()).map((text) => text.trim()).filter((text) => !before.has(text));
    expect(added).toHaveLength(1);
    code = added[0]!;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Signs a wholesaler up through the form with the code and a licence, confirms by the mailed link (which signs them in), and returns their email. */
async function signUpWholesaler(page: Page, code: string, businessName: string): Promise<string> {
  const email = uniqueEmail("wholesaler");
  await visit(page, "/auth/signup");
  await page.getByRole("radio", { name: /Wholesaler/ }).check();
  await page.getByLabel("Full name").fill("Baraka Mwangi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Phone number", { exact: true }).fill("0722 000 111");
  await page.getByLabel("Campus location").selectOption({ label: "Main Campus" });
  await page.getByLabel(/Business name/).fill(businessName);
  await page.getByLabel(/Business licence number/).fill("BL-2026-000417");
  await page.getByLabel(/Wholesaler access code/).fill(code);
  await page.getByLabel(/Business licence document/).setInputFiles(LICENCE);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await visit(page, await linkFromMail(email, "/auth/callback"));
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

/** The business's entry on the staff's list of those waiting. */
const waitingEntry = (staff: Page, businessName: string) => staff.getByRole("list", { name: "Wholesalers waiting" }).getByRole("listitem").filter({ has: staff.getByRole("heading", { name: businessName }) });

/** Screenshots of the page as it is at 1280 pixels, then at 390. */
async function lookAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  await look(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE_WIDTH);
  await look(page, testInfo, `${name}-390`);
  await page.setViewportSize(DESK_WIDTH);
}

test.describe("verified businesses", () => {
  test("staff approve a wholesaler's documents, and 'Verified business' shows on their seller page, a product page and a card", async ({ page: wholesaler, staffPage: staff, browser }, testInfo) => {
    const businessName = `Baraka Stationery ${Date.now()}`;
    const email = await signUpWholesaler(wholesaler, await newAccessCode(staff), businessName);
    const productName = `Exam pads, carton of 50 (${Date.now()})`;
    const created = await wholesaler.request.post("/api/seller/products", {
      multipart: { name: productName, price: "2750", description: "Ruled writing pads for class orders.", categoryId: demoCategoryId("Stationery"), condition: "new" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productPath = `/product/${((await created.json()) as { data: { id: string } }).data.id}`;

    // The wholesaler's profile says the documents are being reviewed.
    await visit(wholesaler, "/profile");
    const card = wholesaler.getByRole("region", { name: /Business verification/ });
    await expect(card).toContainText("Documents being reviewed");

    // Staff see the business waiting, with its details and its licence, which opens for them.
    await visit(staff, "/admin/verifications");
    await expect(staff.getByRole("heading", { level: 1, name: "Business verifications" })).toBeVisible();
    const entry = waitingEntry(staff, businessName);
    await expect(entry).toContainText("BL-2026-000417");
    await expect(entry).toContainText(email);
    const document = entry.getByRole("link", { name: /Business licence \(PDF\)/ });
    const opened = await staff.request.get((await document.getAttribute("href"))!);
    expect([opened.status(), opened.headers()["content-type"]]).toEqual([200, "application/pdf"]);
    await lookAtBothWidths(staff, testInfo, "verifications-waiting");

    await entry.getByRole("button", { name: "Approve" }).click();
    const confirm = staff.getByRole("dialog", { name: `Approve ${businessName}?` });
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expect(staff.getByText(`${businessName} is now a verified business`)).toBeVisible();
    await expect(waitingEntry(staff, businessName)).toHaveCount(0);
    await expect(staff.getByRole("list", { name: "Recent decisions" }).getByRole("listitem").filter({ hasText: businessName })).toContainText("Approved");

    // A visitor sees the badge on the product page, the seller page and the seller page's card.
    const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await visit(visitor, productPath);
    const sellerPath = (await visitor.locator('main a[href^="/seller/"]').first().getAttribute("href"))!;
    expect(sellerPath).toMatch(/^\/seller\//);
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByTestId("verified-business").first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await visit(visitor, sellerPath);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.locator("main").getByTestId("verified-business").first()).toBeVisible();
    const productCard = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: productName, exact: true }) });
    await expect(productCard.getByTestId("verified-business")).toBeVisible();
    await visitor.close();

    // The wholesaler is told by email and in their profile.
    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 15_000 }).toContain(`${businessName} is a verified business`);
    await visit(wholesaler, "/profile");
    await expect(card).toContainText("Verified business");
    await expect(card.getByRole("button", { name: "Send documents" })).toHaveCount(0);
  });

  test("a refused wholesaler reads the reason by email and in their profile, sends new documents and is back on the staff's list", async ({ page: wholesaler, staffPage: staff }, testInfo) => {
    const businessName = `Mwangi Traders ${Date.now()}`;
    const reason = "The licence photo is blurred: send a sharper scan of your 2026 licence.";
    const email = await signUpWholesaler(wholesaler, await newAccessCode(staff), businessName);

    await visit(staff, "/admin/verifications");
    await waitingEntry(staff, businessName).getByRole("button", { name: "Refuse" }).click();
    const refuse = staff.getByRole("dialog", { name: `Refuse ${businessName}` });
    // A refusal needs its reason.
    await refuse.getByRole("button", { name: "Refuse" }).click();
    await expect(refuse.getByText("Give the wholesaler a reason")).toBeVisible();
    await refuse.getByLabel("Reason for refusal").fill(reason);
    await look(staff, testInfo, "verifications-refuse-dialog");
    await refuse.getByRole("button", { name: "Refuse" }).click();
    await expect(staff.getByText(`${businessName} was refused and told why`)).toBeVisible();
    await expect(waitingEntry(staff, businessName)).toHaveCount(0);
    await expect(staff.getByRole("list", { name: "Recent decisions" }).getByRole("listitem").filter({ hasText: businessName })).toContainText(reason);

    // The email names the reason.
    let refusal: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        refusal = (await mailsTo(email)).find((mail) => mail.subject === `We could not verify ${businessName}`);
        return refusal !== undefined;
      }, { timeout: 15_000 })
      .toBe(true);
    expect(refusal!.text).toContain(reason);

    // So does the profile, with the form to send new documents.
    await visit(wholesaler, "/profile");
    const card = wholesaler.getByRole("region", { name: /Business verification/ });
    await expect(card.getByRole("heading", { name: "Business verification: Refused" })).toBeVisible();
    await expect(card.getByTestId("verification-reason")).toHaveText(reason);
    await lookAtBothWidths(wholesaler, testInfo, "profile-verification-refused");

    await card.getByLabel("New business document").setInputFiles({ ...LICENCE, name: "licence-2026.pdf" });
    await card.getByRole("button", { name: "Send documents" }).click();
    await expect(wholesaler.getByText("Documents sent. Staff will review them.")).toBeVisible();
    await expect(card).toContainText("Documents being reviewed");
    await expect(card.getByTestId("verification-reason")).toHaveCount(0);
    await expect(card.getByRole("list", { name: "Documents you sent" }).getByRole("listitem")).toHaveCount(2);
    await lookAtBothWidths(wholesaler, testInfo, "profile-verification-under-review");

    // Back on the staff's list, with both documents.
    await visit(staff, "/admin/verifications");
    await waitForHydration(staff);
    const entry = waitingEntry(staff, businessName);
    await expect(entry.getByRole("link", { name: /Business licence \(PDF\)/ })).toHaveCount(2);
  });
});
