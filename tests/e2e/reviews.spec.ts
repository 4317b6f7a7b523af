import type { Locator, Page } from "@playwright/test";
import { sellerByKey } from "../../prisma/demo-data";
import { expect, test } from "./fixtures";
import { demoSellerId, seededProduct } from "./demo";
import { agreeAndShip, markDelivered, openBrowserAs, sellerOpensOrder } from "./fulfilment-steps";
import { buyNow, expectConfirmation, payWith } from "./checkout-steps";
import { signInAsNewStudent } from "./own-account";
import { mailsTo } from "./mail";
import { expectToast, look, recordToasts, visit } from "./support";

// Reviews (docs/decisions/reviews.md) in four browsers: a new student buys Otieno's
// calculator, Otieno delivers it, the buyer rates him from the order page (stars by keyboard, a
// text with its counter) and edits it; a second submission from a stale tab is refused with its
// message; Otieno answers from his page; a visitor sees the review, the answer, the average and
// the card's rating, and no one's controls; staff hide it with a reason: it leaves the page and
// the rating, and the buyer reads why on the order page and by email.

const CASIO = { ...seededProduct("casio-fx-991es-plus"), price: 1800 };
const SELLER = sellerByKey("otieno");
const SELLER_PAGE = `/seller/${demoSellerId("otieno")}`;

/** A star of the rating group, clicked where a person clicks: its drawn star (the radio itself is hidden behind it). */
function star(scope: Locator, stars: number): Locator {
  // The inner locator is matched inside each label, so it starts from the page, not from `scope`.
  return scope.locator("label").filter({ has: scope.page().getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars`, exact: true }) });
}

async function deliveredOrder(buyer: Page, seller: Page): Promise<string> {
  await buyNow(buyer, CASIO);
  await payWith(buyer, "0722 000 111");
  await expectConfirmation(buyer, CASIO.price);
  const orderId = buyer.url().split("/").pop()!;
  await sellerOpensOrder(seller, orderId);
  await agreeAndShip(seller, buyer, orderId);
  await markDelivered(seller);
  return orderId;
}

test("a buyer reviews a delivered item, the seller answers, a visitor sees it and the average, staff hide it and the buyer is told why", async ({ page: buyer, staffPage: staff, browser }, testInfo) => {
  test.setTimeout(300_000);
  await recordToasts(buyer);
  await recordToasts(staff);
  const email = await signInAsNewStudent(buyer, "reviewer");
  const seller = await openBrowserAs(browser, SELLER.email);
  const orderId = await deliveredOrder(buyer, seller);
  const text = `Met at the library, works perfectly ${Date.now()}`;

  // A second tab of the same order page, opened before the review: its form goes stale.
  const staleTab = await buyer.context().newPage();
  await visit(staleTab, `/orders/${orderId}`);
  await staleTab.setViewportSize({ width: 390, height: 844 });
  await look(staleTab, testInfo, "order-rate-seller-390");

  await visit(buyer, `/orders/${orderId}`);
  const rate = buyer.getByTestId("rate-seller");
  await expect(rate.getByRole("heading", { name: "Rate the seller" })).toBeVisible();
  await look(buyer, testInfo, "order-rate-seller-1280");
  // The stars are a radio group the keyboard works: focus one, arrows move the choice.
  await rate.getByRole("radio", { name: "1 star", exact: true }).focus();
  await buyer.keyboard.press("ArrowRight");
  await buyer.keyboard.press("ArrowRight");
  await buyer.keyboard.press("ArrowRight");
  await expect(rate.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await rate.getByLabel(/^Your review/).fill(text);
  await expect(rate.getByTestId("review-counter")).toHaveText(`${text.length} / 1,000`);
  await rate.getByRole("button", { name: "Post review" }).click();
  await expectToast(buyer, "Thank you! Your review is on the seller's page.");
  const own = buyer.getByTestId("own-review");
  await expect(own.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(own).toContainText(text);

  // Edit while editable: five stars now.
  await own.getByRole("button", { name: "Edit review" }).click();
  await star(own, 5).click();
  await expect(own.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await own.getByRole("button", { name: "Save changes" }).click();
  await expectToast(buyer, "Your review was updated");
  await expect(own.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await look(buyer, testInfo, "order-own-review-1280");

  // The stale tab still shows the form: a second review is refused, and says so.
  const staleForm = staleTab.getByTestId("rate-seller");
  await star(staleForm, 3).click();
  await staleForm.getByRole("button", { name: "Post review" }).click();
  await expect(staleForm.getByRole("alert")).toHaveText("You have already reviewed this item");
  await staleTab.close();

  // The seller answers from his own page.
  await visit(seller, `${SELLER_PAGE}#reviews`);
  const sellersView = seller.getByTestId("seller-review").filter({ hasText: text });
  await sellersView.getByRole("button", { name: /^Answer/ }).click();
  const answer = seller.getByRole("dialog", { name: "Answer this review" });
  await answer.getByLabel("Your answer").fill("Thank you, good luck with the exams!");
  await look(seller, testInfo, "seller-answer-dialog-1280");
  await answer.getByRole("button", { name: "Post answer" }).click();
  await expect(sellersView.getByTestId("review-reply")).toContainText("Thank you, good luck with the exams!");
  await expect(sellersView.getByRole("button", { name: /^Answer/ })).toHaveCount(0);

  // A visitor: the review with its answer, the average and the count, the card's rating; no controls.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visit(visitor, SELLER_PAGE);
  const section = visitor.locator("#reviews");
  const shown = section.getByTestId("seller-review").filter({ hasText: text });
  await expect(shown.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(shown).toContainText(`Bought: ${CASIO.name}`);
  await expect(shown.getByTestId("review-reply")).toContainText("Thank you, good luck with the exams!");
  await expect(section.getByRole("button")).toHaveCount(0);
  const average = (await section.getByTestId("reviews-average").textContent())!.trim();
  const count = Number(/\d+/.exec((await section.getByTestId("reviews-count").textContent()) ?? "")![0]);
  expect(count).toBeGreaterThanOrEqual(1);
  const card = visitor.getByRole("article").filter({ hasText: CASIO.name }).first();
  await expect(card.getByTestId("seller-rating")).toContainText(`${average}(${count})`);
  await look(visitor, testInfo, "seller-reviews-1280");
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visit(visitor, `${SELLER_PAGE}#reviews`);
  await look(visitor, testInfo, "seller-reviews-390");

  // Staff hide it with a reason: it leaves the page; the buyer reads why.
  await visit(staff, `${SELLER_PAGE}#reviews`);
  const staffView = staff.getByTestId("seller-review").filter({ hasText: text });
  await staffView.getByRole("button", { name: /^Hide/ }).click();
  const hide = staff.getByRole("dialog", { name: "Hide this review" });
  await hide.getByRole("button", { name: "Hide review" }).click();
  await expect(hide.getByText("Give a reason for hiding this review")).toBeVisible();
  await hide.getByLabel("Reason").fill("Reviews must describe the purchase, not other sellers");
  await look(staff, testInfo, "staff-hide-review-1280");
  await hide.getByRole("button", { name: "Hide review" }).click();
  await expectToast(staff, "Review hidden");
  await expect(staff.getByTestId("seller-review").filter({ hasText: text })).toHaveCount(0);

  await visit(visitor, SELLER_PAGE);
  await expect(visitor.getByTestId("seller-review").filter({ hasText: text })).toHaveCount(0);

  await visit(buyer, `/orders/${orderId}`);
  await expect(buyer.getByTestId("review-hidden-notice")).toHaveText("Your review was hidden by staff: Reviews must describe the purchase, not other sellers");
  await look(buyer, testInfo, "order-review-hidden-1280");
  await buyer.setViewportSize({ width: 390, height: 844 });
  await look(buyer, testInfo, "order-review-hidden-390");
  await expect.poll(async () => (await mailsTo(email)).some((mail) => mail.subject.startsWith("Your review of") && mail.text.includes("Reviews must describe the purchase, not other sellers")), { timeout: 30_000 }).toBe(true);

  await visitorContext.close();
  await seller.context().close();
});
