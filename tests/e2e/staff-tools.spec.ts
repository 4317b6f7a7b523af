import type { Page, TestInfo } from "@playwright/test";
import { STAFF_PAGES, type StaffPage } from "../../lib/messages/staff";
import { expect, test } from "./fixtures";
import { isPhone, look, visit } from "./support";

// Staff find their pages the way they find everything else: from the account menu on a desk,
// from Account on a phone, and from each staff page to the others. Nobody else sees them.

const HEADINGS: Record<StaffPage["href"], string> = {
  "/admin/issues": "Issue reports",
  "/admin/reports": "Reported listings",
  "/admin/verifications": "Business verifications",
  "/admin/payouts": "Payouts",
  "/admin/categories": "Categories",
  "/admin/codes": "Wholesaler access codes",
};

/** A staff link's name starts with its label; a count may follow ("Issue reports, 2 open reports"). */
const linkName = (page: StaffPage) => new RegExp(`^${page.label}(, \\d+ .+)?$`);

/** Opens the staff page by the way this width offers: the account menu on desktop, Account then the Staff section on a phone. */
async function openFromMenu(page: Page, testInfo: TestInfo, staffPage: StaffPage) {
  await visit(page, "/home");
  if (isPhone(testInfo)) {
    await page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: linkName(staffPage) }).click();
  } else {
    await page.getByRole("button", { name: /^Account menu for / }).click();
    if (staffPage === STAFF_PAGES[0]) await look(page, testInfo, "account-menu-staff");
    await page.getByRole("menuitem", { name: linkName(staffPage) }).click();
  }
}

test.describe("staff tools", () => {
  test("staff reach every staff page from the menu, and each page links to the others", async ({ staffPage: page }, testInfo) => {
    for (const staffPage of STAFF_PAGES) {
      await openFromMenu(page, testInfo, staffPage);
      await expect(page).toHaveURL(new RegExp(`${staffPage.href}$`));
      await expect(page.getByRole("heading", { level: 1, name: HEADINGS[staffPage.href] })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Staff pages" });
      await expect(nav.getByRole("link")).toHaveCount(STAFF_PAGES.length);
      await expect(nav.getByRole("link", { name: linkName(staffPage) })).toHaveAttribute("aria-current", "page");
    }
    await look(page, testInfo, "staff-nav-codes");
    await visit(page, "/profile");
    await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveCount(STAFF_PAGES.length);
    await look(page, testInfo, "profile-staff");
  });

  test("the count beside Issue reports is the open reports the page lists", async ({ staffPage: page }) => {
    await visit(page, "/admin/issues");
    const open = await page.locator('[data-testid="issue-report"][data-status="open"], [data-testid="issue-report"][data-status="in_review"]').count();
    const expected = open === 0 ? "Issue reports" : `Issue reports, ${open} open report${open === 1 ? "" : "s"}`;
    await expect(page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: /^Issue reports/ })).toHaveAccessibleName(expected);
  });

  test("a visitor is sent to sign in, and a signed-in student gets the not-found page, at every staff page @desktop-only", async ({ page, buyerPage, sellerPage }) => {
    for (const { href } of STAFF_PAGES) {
      await page.goto(href);
      await expect(page).toHaveURL(new RegExp(`/auth\\?callbackUrl=${encodeURIComponent(href)}$`));
      for (const student of [buyerPage, sellerPage]) {
        const response = await student.goto(href);
        expect(response?.status(), `${href} answers a student`).toBe(404);
        await expect(student.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
        await expect(student.getByRole("navigation", { name: "Staff pages" })).toHaveCount(0);
      }
    }
  });

  test("a student's menu and profile have no Staff section", async ({ buyerPage: page }, testInfo) => {
    await visit(page, "/profile");
    await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
    if (!isPhone(testInfo)) {
      await page.getByRole("button", { name: /^Account menu for / }).click();
      await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: /^Issue reports/ })).toHaveCount(0);
      await page.keyboard.press("Escape");
    }
  });
});
