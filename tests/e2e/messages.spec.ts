import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsNewStudent } from "./own-account";
import { expectToast, isPhone, logIn, look, recordToasts, visit } from "./support";
import { seededProduct } from "./demo";
import { DEMO_BUYER, sellerByKey } from "../../prisma/demo-data";

// Messaging between a new student and this width's demo seller, in two browser
// contexts: Message Seller opens the conversation, the seller reads it from the Received
// folder (which marks it read) and replies, the student sees the reply.

/** This width's seller (the sellerPage account) and one of their seeded listings. */
const sellerFor = (testInfo: TestInfo) =>
  isPhone(testInfo) ? { seller: sellerByKey("njeri"), product: seededProduct("campus-hoodie") } : { seller: sellerByKey("kiprop"), product: seededProduct("study-desk") };

const conversation = (page: Page, name: string) => page.getByRole("region", { name: `Conversation with ${name}` });

test.describe("messages", () => {
  test("a student messages a seller from the product page; the seller reads it, which clears the unread count, and replies", async ({ page, sellerPage }, testInfo) => {
    test.slow(); // a sign-up and two people
    const { seller, product } = sellerFor(testInfo);
    await recordToasts(page);
    await signInAsNewStudent(page, "messages");
    // A new account's folders are empty.
    await visit(page, "/profile?tab=messages");
    await expect(page.getByText("No messages yet", { exact: true })).toBeVisible();
    await look(page, testInfo, "messages-empty");

    await visit(page, product.path);
    await page.getByRole("link", { name: "Message Seller" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=messages&to=[0-9a-f-]{36}&product=[0-9a-f-]{36}$/);
    const pane = conversation(page, seller.fullName);
    await expect(pane.getByRole("link", { name: product.name })).toBeVisible();
    await expect(pane.getByText("No messages yet. Say hello and ask what you need to know.")).toBeVisible();
    const send = pane.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await pane.getByLabel(`Message ${seller.fullName}`).fill("   ");
    await expect(send).toBeDisabled();
    await look(page, testInfo, "messages-new-conversation");
    // The seller is somewhere else in the app, with no unread messages.
    await recordToasts(sellerPage);
    await visit(sellerPage, "/studentmarketplace");
    await expect(sellerPage.getByRole("link", { name: "Messages", exact: true })).toBeVisible();

    await pane.getByLabel(`Message ${seller.fullName}`).fill("Hello! Is this still available? Can we meet at the library at 4?");
    await send.click();
    await expectToast(page, "Message sent successfully!");
    await expect(pane.getByRole("list", { name: `Messages with ${seller.fullName}` })).toContainText("Can we meet at the library at 4?");
    await expect(pane.getByLabel(`Message ${seller.fullName}`)).toHaveValue("");

    // Live, with no reload: the seller's notification and unread badge.
    await expectToast(sellerPage, "New message from Wambui Njoroge: Hello! Is this still available...");
    await expect(sellerPage.getByRole("link", { name: "Messages, 1 unread message" })).toBeVisible();
    await expect(sellerPage).toHaveURL(/\/studentmarketplace$/);

    // The Received folder names the student with one unread; opening reads it.
    await sellerPage.getByRole("link", { name: "Messages, 1 unread message" }).click();
    const row = sellerPage.getByRole("list", { name: "Received messages" }).getByRole("link", { name: /Wambui Njoroge/ });
    await expect(row).toContainText("Hello! Is this still available...");
    await expect(row).toContainText("1 unread");
    await look(sellerPage, testInfo, "messages-list");
    await row.click();
    const sellerPane = conversation(sellerPage, "Wambui Njoroge");
    await expect(sellerPane).toContainText("Can we meet at the library at 4?");
    await expect(sellerPane.getByRole("link", { name: product.name })).toBeVisible();
    await sellerPane.getByLabel("Message Wambui Njoroge").fill("Yes, it is. 4pm at the library works.");
    await sellerPane.getByRole("button", { name: "Send" }).click();
    await expectToast(sellerPage, "Message sent successfully!");
    await look(sellerPage, testInfo, "messages-conversation");
    await expect(sellerPage.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
    // Opened, so read: the folder no longer counts it (on a phone the list is behind Back).
    if (isPhone(testInfo)) await sellerPage.getByRole("link", { name: "← Back" }).click();
    else await visit(sellerPage, "/profile?tab=messages");
    await expect(sellerPage.getByRole("list", { name: "Received messages" }).getByRole("link", { name: /Wambui Njoroge/ })).not.toContainText("unread");

    // The student, still on the open conversation, sees the reply arrive with no reload.
    await expectToast(page, `New message from ${seller.fullName}: Yes, it is. 4pm at the library...`);
    await expect(pane.getByRole("list", { name: `Messages with ${seller.fullName}` })).toContainText("4pm at the library works.");
    // The seller blocks the student: the student's next message is refused by the server,
    // though their page still shows the reply form it drew before.
    await sellerPage.getByRole("list", { name: "Received messages" }).getByRole("link", { name: /Wambui Njoroge/ }).click();
    await sellerPane.getByRole("button", { name: "Block" }).click();
    await sellerPage.getByRole("dialog", { name: "Block Wambui Njoroge?" }).getByRole("button", { name: "Block" }).click();
    await expectToast(sellerPage, "Wambui Njoroge is blocked. Their messages will not reach you.");
    await expect(sellerPane.getByText("You blocked Wambui Njoroge. Unblock them to send a message.")).toBeVisible();
    await look(sellerPage, testInfo, "messages-blocked");
    await pane.getByLabel(`Message ${seller.fullName}`).fill("Are you there?");
    await pane.getByRole("button", { name: "Send" }).click();
    await expectToast(page, "You cannot message this person.");
    await sellerPane.getByRole("button", { name: "Unblock" }).click();
    await expectToast(sellerPage, "Wambui Njoroge is unblocked.");
    await expect(sellerPane.getByLabel("Message Wambui Njoroge")).toBeVisible();

    // The Sent folder has the conversation with the seller.
    await visit(page, "/profile?tab=messages&box=sent");
    await expect(page.getByRole("list", { name: "Sent messages" }).getByRole("link", { name: new RegExp(`To ${seller.fullName}`) })).toBeVisible();
  });

  test("a visitor pressing Message Seller signs in and comes back to the conversation", async ({ page }) => {
    const product = seededProduct("a4-exercise-books-pack"); // Achieng's: the demo buyer has no unread messages from her
    await visit(page, product.path);
    await page.getByRole("link", { name: "Message Seller" }).click();
    await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
    await logIn(page, DEMO_BUYER.email);
    await expect(page).toHaveURL(new RegExp(`/profile\\?tab=messages&to=[0-9a-f-]{36}&product=${product.id}$`));
    await expect(conversation(page, sellerByKey("achieng").fullName).getByRole("link", { name: product.name })).toBeVisible();
  });
});
