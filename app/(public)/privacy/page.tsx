import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSection } from "@/components/legal/legal-section";
import { legalPageMetadata } from "@/lib/seo/legal-pages";
import { DELETED_USER_NAME, DELETE_CONFIRMATION_WORD } from "@/lib/accounts/deletion-rules";
import { env } from "@/lib/env";

export const metadata: Metadata = legalPageMetadata("privacy");

type StoredData = { id: string; title: string; what: string; why: string; kept: string };

// What the database and storage really hold (prisma/schema.prisma) and what deleting an account
// really does (lib/db/account-deletion.ts, README "Your account and your data"). Keep them in step.
const STORED: StoredData[] = [
  {
    id: "account",
    title: "Your account",
    what: "Your email address, your password (stored only as an Argon2 hash, which cannot be turned back into the password), when you confirmed your email, and, if you sign in with Google, your Google account's ID (no Google password or tokens).",
    why: "To sign you in, send you confirmation and password-reset emails, and keep your account yours.",
    kept: "While your account exists. Deleting it removes the password and Google link and replaces the email with an address that receives nothing, so you can sign up again with the same email.",
  },
  {
    id: "profile",
    title: "Your profile",
    what: "Your full name, phone number, campus, account type and, if you give them, your student ID number. For wholesalers also the business name, licence number, tax ID, business address, phone, email, website and description.",
    why: "So buyers and sellers know whom they deal with, so a seller's payouts reach their M-Pesa number, and so staff can check wholesalers.",
    kept: "While your account exists. Deleting it removes all of these.",
  },
  {
    id: "documents",
    title: "Verification documents",
    what: "A student ID or business licence you upload to be verified. They are private: only you and our staff can open them, and they never appear on a public page.",
    why: "To check that a student or a business is who they say they are.",
    kept: "While your account exists. Deleting it removes both the records and the files.",
  },
  {
    id: "shop",
    title: "Your shop and listings",
    what: "Your shop's name, description, banner, business hours, policies and preferred contact; each listing's photos, description, price, condition and campus.",
    why: "To show your shop and items to buyers. They are public, meant to be found, including by search engines.",
    kept: "Until you delete them or your account. Deleting your account removes your shop and listings with their photos. An order keeps the name of the item it was for.",
  },
  {
    id: "activity",
    title: "Cart, wishlist, follows and blocks",
    what: "What is in your cart and wishlist, the shops you follow, and the people you have blocked.",
    why: "To keep them for you between visits and devices, and to enforce a block.",
    kept: "Until you remove them or delete your account.",
  },
  {
    id: "messages",
    title: "Messages",
    what: "What you write to other users and they to you, both names as they were when it was sent, whether it was read, and the item or order it is about.",
    why: "So buyers and sellers can agree on items, prices and hand-overs; a buyer's agreeing reply moves their order forward. When a buyer reports an issue, staff read the messages between that buyer and seller to decide it.",
    kept: `There is no automatic deletion date. A message belongs to both people: if you delete your account, messages you exchanged stay with the other person, with your name replaced by '${DELETED_USER_NAME}'.`,
  },
  {
    id: "orders",
    title: "Orders, payments and payouts",
    what: "What you ordered and from whom, prices, delivery option, address and instructions, the phone number that paid, each payment attempt with Safaricom's answer to it (amount, phone number, M-Pesa receipt number), sellers' payouts (amount, phone number, M-Pesa transaction ID), refunds, Pro payments, and issue reports with the staff decision, who made it and when.",
    why: "To take payments, pay sellers, handle problems and refunds, check that every shilling received was paid out or refunded exactly once, and keep the financial records the law asks of a business.",
    kept: `These are kept when an account is deleted, naming the account '${DELETED_USER_NAME}' and keeping the phone number M-Pesa recorded; the text of issue reports is removed. The app has no automatic deletion date for them yet.`,
  },
  {
    id: "technical",
    title: "Sign-in and abuse protection",
    what: "Counters of attempts (sign-ins, sign-ups, emails sent, payment prompts, messages) keyed by IP address, email address or account; one-time email links, stored only as hashes; error logs on our servers, which can include an account ID or email address.",
    why: "To stop password guessing, spam and abuse, and to find and fix faults.",
    kept: "Counters only for their window, from a minute to a day (longer while an email is locked out after many wrong passwords), then removed. Email links work for 24 hours (confirmation) or 1 hour (password reset) and are removed with your account. Logs are kept for as long as our hosting keeps them; the app does not delete them itself.",
  },
];

export default function PrivacyPage() {
  const email = env.SUPPORT_EMAIL;
  return (
    <LegalPage page="privacy">
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          Campus Market is the data controller for the personal data described here. We handle it under Kenya&apos;s Data Protection Act
          2019. Questions about your data go to <a href={`mailto:${email}`}>{email}</a>.
        </p>
        <p>
          We store what the marketplace needs to work and nothing more. We do not sell your data, show advertising, or use tracking or
          analytics services.
        </p>
      </LegalSection>

      <LegalSection id="what-we-store" title="What we store, why, and for how long">
        <div className="flex flex-col gap-4">
          {STORED.map((item) => (
            <div key={item.id} id={item.id} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{item.title}</h3>
              <dl className="mt-2 grid gap-x-4 gap-y-2 leading-7 sm:grid-cols-[6rem_1fr]">
                <dt className="font-semibold text-slate-900 dark:text-white">What</dt>
                <dd>{item.what}</dd>
                <dt className="font-semibold text-slate-900 dark:text-white">Why</dt>
                <dd>{item.why}</dd>
                <dt className="font-semibold text-slate-900 dark:text-white">How long</dt>
                <dd>{item.kept}</dd>
              </dl>
            </div>
          ))}
        </div>
      </LegalSection>

      <LegalSection id="who-sees-it" title="Who can see it">
        <ul>
          <li>
            <strong>Everyone:</strong> your shop, your listings, your name and campus as a seller. Signed-in users also see a seller&apos;s
            email address on the shop page.
          </li>
          <li>
            <strong>The other side of an order:</strong> a seller sees the buyer&apos;s name and campus and, once the order is paid, the
            buyer&apos;s phone number and delivery details, to hand the item over.
          </li>
          <li>
            <strong>Our staff:</strong> verification documents, and for a reported order the report, the order, its payouts and the
            messages between that buyer and seller.
          </li>
          <li>
            <strong>Services that do the work for us:</strong> Safaricom receives the phone number and amount of every M-Pesa payment,
            payout and refund; our email provider receives your email address and the emails we send you; our hosting and file storage
            hold the data itself.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and your browser">
        <p>
          Signing in sets one session cookie. It expires after 30 days without use, and ends at once when you log out, change your password
          or delete your account; the sign-in itself uses short-lived security cookies. Your theme choice and whether you have seen the tutorial and the
          seller terms are kept in your browser&apos;s own storage and never sent to us. There are no advertising or tracking cookies.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>
          The Data Protection Act 2019 gives you the right to be told how your data is used (this page), to get a copy of it, to have it
          corrected, to object to its use, and to have it deleted. You can use the main ones yourself, at any time, from your profile:
        </p>
        <ul>
          <li>
            <strong>Get a copy:</strong> Download my data, in your profile&apos;s <AppLink href="/profile?tab=settings">Settings</AppLink>, gives you
            one JSON file with everything stored about you: profile, business details, shop, listings, cart, wishlist, follows, orders with their M-Pesa
            attempts, sales, payouts, Pro payments, messages sent and received, issue reports, categories you suggested, and the list of
            your verification documents. Left out on purpose: your password hash and sign-in secrets, which describe no one and would only
            help whoever got hold of the file.
          </li>
          <li>
            <strong>Correct it:</strong> Edit Profile on your profile changes your name, phone number and campus.
          </li>
          <li>
            <strong>Delete it:</strong> Delete my account, in <AppLink href="/profile?tab=settings">Settings</AppLink>, asks for your password and
            the word {DELETE_CONFIRMATION_WORD}. It removes your personal data and listings and signs you out everywhere at once; what stays,
            and why, is listed above (orders and payments as financial records, messages with the people you wrote to). While a payment of yours is
            still on its way, an order you bought or sold is paid but not yet delivered, or a payout to you has not completed, deletion waits:
            the page tells you what must finish first.
          </li>
          <li>
            <strong>Anything else,</strong> such as an objection or a question about a specific record: write to{" "}
            <a href={`mailto:${email}`}>{email}</a>. If you are not satisfied with our answer, you may complain to the Office of the Data
            Protection Commissioner.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="security" title="How we protect it">
        <p>
          Passwords are stored only as Argon2 hashes. Verification documents are served only to their owner and to staff. Payment
          callbacks are accepted only at a secret address, and amounts always come from our own records. Changing your password or using
          Log out everywhere ends every other session.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this notice">
        <p>
          When what we store or how we use it changes, this page changes first. The <AppLink href="/terms">Terms of Service</AppLink> and{" "}
          <AppLink href="/safety">safety tips</AppLink> cover the rest of how Campus Market works.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
