import { expect, type Page } from "@playwright/test";
import { linkFromMail, uniqueEmail } from "./mail";
import { visit, waitForHydration } from "./support";

/** The password every student signed up by these helpers has. */
export const NEW_STUDENT_PASSWORD = "nyama-choma-2026";

/** Fills and sends the student sign-up form with this email, up to 'Check Your Email'. */
export async function signUpAsStudent(page: Page, email: string, fullName = "Wambui Njoroge") {
  await visit(page, "/auth/signup");
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_STUDENT_PASSWORD);
  await page.getByLabel("Phone number", { exact: true }).fill("0712 345 678");
  await page.getByLabel("Campus location").selectOption({ label: "Main Campus" });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
}

/**
 * Signs a new student up through the form and confirms by the mailed link, which signs the
 * page in and lands on /home: sign-up asks for the name, phone and campus, so the profile is
 * already complete (spec, "Callback"). For tests that log out: Log out ends every session of the account,
 * so logging out a shared demo account would sign out every other test that uses it.
 * Returns the account's email.
 */
export async function signInAsNewStudent(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpAsStudent(page, email);
  await visit(page, await linkFromMail(email, "/auth/callback"));
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
  return email;
}

/**
 * A new student who has opened a shop (Become a Seller from the profile), on My shop:
 * an account a test may change for good, such as paying for Pro. Returns the email.
 */
export async function signInAsNewSeller(page: Page, label: string, shopName: string): Promise<string> {
  const email = await signInAsNewStudent(page, label);
  await visit(page, "/profile");
  await page.getByRole("button", { name: "Become a Seller" }).click();
  const become = page.getByRole("dialog", { name: "Become a Seller" });
  await become.getByLabel("Shop name").fill(shopName);
  await become.getByLabel("I accept the seller terms").check();
  await become.getByRole("button", { name: "Open my shop" }).click();
  await expect(page).toHaveURL(/\/myshop$/);
  return email;
}

/**
 * A new student, confirmed by the mailed link and signed in, who then cleared the phone in Edit
 * Profile (where it is optional): without it the profile is incomplete, so the callback sends
 * them to /complete-profile (spec, "Callback").
 */
export async function signInAsStudentWithoutPhone(page: Page, email: string, fullName?: string) {
  await signUpAsStudent(page, email, fullName);
  await visit(page, await linkFromMail(email, "/auth/callback"));
  await expect(page).toHaveURL(/\/home$/);
  await visit(page, "/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Phone number").fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
}
