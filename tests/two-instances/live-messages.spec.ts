import { expect, test } from "@playwright/test";
import { DEMO_BUYER, sellerByKey } from "../../prisma/demo-data";
import { signedInPage } from "./sign-in";
import { INSTANCE_A, INSTANCE_B } from "../../playwright.config";
import { newMessageNotice } from "../../lib/messaging/rules";

// A message sent through instance A reaches a page held on instance B (LISTEN/NOTIFY
// between instances; see docs/decisions/scale-path.md): B's notification, unread badge and open conversation update
// without a reload.

test("a message sent through instance A reaches the seller's page on instance B, and the reply comes back", async ({ browser }) => {
  const seller = sellerByKey("mutua");
  const buyer = await signedInPage(browser, INSTANCE_A, DEMO_BUYER.email);
  const sellerPage = await signedInPage(browser, INSTANCE_B, seller.email);
  await sellerPage.goto("/studentmarketplace");
  await sellerPage.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const sellerId = await sellerPage.evaluate(async () => ((await (await fetch("/api/auth/session")).json()) as { user?: { id?: string } }).user?.id);
  await buyer.goto(`/profile?tab=messages&to=${sellerId}`);
  const pane = buyer.getByRole("region", { name: `Conversation with ${seller.fullName}` });
  await pane.getByLabel(`Message ${seller.fullName}`).fill("Sent through instance A: are the lab notes still available?");
  const sentAt = Date.now();
  await pane.getByRole("button", { name: "Send" }).click();

  const notice = sellerPage.getByText(newMessageNotice({ senderName: DEMO_BUYER.fullName, body: "Sent through instance A: are the lab notes still available?" }));
  await expect(notice).toBeVisible();
  console.log(`two instances: the seller's page on B showed the message ${Date.now() - sentAt} ms after Send on A`);
  await expect(sellerPage.getByRole("link", { name: /^Messages, \d+ unread messages?$/ })).toBeVisible();

  // The seller replies from B; the buyer's open conversation on A shows it live.
  await sellerPage.goto(`/profile?tab=messages&to=${await buyer.evaluate(async () => ((await (await fetch("/api/auth/session")).json()) as { user?: { id?: string } }).user?.id)}`);
  const sellerPane = sellerPage.getByRole("region", { name: `Conversation with ${DEMO_BUYER.fullName}` });
  await sellerPane.getByLabel(`Message ${DEMO_BUYER.fullName}`).fill("Replied through instance B: yes, come by at 2.");
  await sellerPane.getByRole("button", { name: "Send" }).click();
  await expect(pane.getByRole("list", { name: `Messages with ${seller.fullName}` })).toContainText("Replied through instance B: yes, come by at 2.");
});
