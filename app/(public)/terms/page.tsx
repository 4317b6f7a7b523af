import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSection } from "@/components/legal/legal-section";
import { legalPageMetadata } from "@/lib/seo/legal-pages";
import { SELLER_TERMS } from "@/lib/messages/legal";
import { PLANS } from "@/lib/subscriptions/plans";
import { formatKes } from "@/lib/format";

export const metadata: Metadata = legalPageMetadata("terms");

/** "Weekly Featured Listing (KES 400 for 7 days), ... and Monthly Premium Plan (KES 2,500 for 30 days)", from the plans themselves. */
function planList(): string {
  const described = PLANS.map((plan) => `${plan.name} (${formatKes(plan.price)} for ${plan.days} days)`);
  return `${described.slice(0, -1).join(", ")} and ${described.at(-1)}`;
}

export default function TermsPage() {
  return (
    <LegalPage page="terms">
      <LegalSection id="these-terms" title="These terms">
        <p>
          These terms apply to everyone who uses Campus Market: visitors, buyers, student sellers and wholesalers. By creating an account or
          placing an order you agree to them. They are written to be read: if anything is unclear, <AppLink href="/contact">ask us</AppLink>.
        </p>
      </LegalSection>

      <LegalSection id="your-account" title="Your account">
        <ul>
          <li>One account per person. Use your real name, your own phone number and your campus: buyers and sellers rely on them.</li>
          <li>
            Keep your password to yourself. If you think someone else has used your account, change the password in your profile&apos;s
            Settings, which signs out every other device, or use Log out everywhere.
          </li>
          <li>Wholesaler accounts need an access code from our staff and the business details asked for at sign-up.</li>
          <li>
            You can download your data or delete your account at any time; the <AppLink href="/privacy">privacy notice</AppLink> explains what
            each does.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="buying" title="Buying">
        <ul>
          <li>
            Prices are in Kenya shillings and are set by the sellers. You pay the price shown when you place the order; we take it from the
            listing on our side, never from your browser.
          </li>
          <li>
            You pay only through the M-Pesa prompt on your phone, started from the checkout page. The order is paid when M-Pesa confirms the
            payment; the order page then shows the M-Pesa receipt number. Paying in any other way is outside Campus Market and is not
            covered by these terms (see the <AppLink href="/safety#never-pay-outside">safety tips</AppLink>).
          </li>
          <li>
            After payment each seller contacts you in Messages to agree on pickup or delivery. A reply from you agreeing to the plan (for
            example &quot;ok&quot; or &quot;yes&quot;) is recorded as your agreement, and only then can the seller ship the item.
          </li>
          <li>
            If the last unit of an item is sold while you are paying for it, you are not charged twice and your money is not lost: the
            payment is flagged for a refund, which our staff send back to the phone that paid.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="buyer-protection" title="Payouts on delivery, issue reports and refunds">
        <ul>
          <li>
            <strong>Sellers are paid on delivery.</strong> Your payment is held until the seller marks your item delivered. At that moment
            the item&apos;s price is sent to the seller&apos;s M-Pesa number. A seller must mark an item delivered only once you have it.
          </li>
          <li>
            <strong>Report a problem before the payout goes out.</strong> If an item does not arrive, is not what the listing described, or
            is faulty, press Report Issue on your order&apos;s page. While your report is open, every payout of that order is on hold,
            including any not yet due. The seller is told in Messages.
          </li>
          <li>
            <strong>Staff decide every report.</strong> Our staff read your report, the order, its payouts and the messages between you and
            the seller, and then either resolve it (the seller&apos;s payout goes out) or refund you. A refund returns that seller&apos;s
            items&apos; price to the phone number that paid, by M-Pesa, exactly once, and cancels the payout for those items. Each
            decision records which staff member made it and when.
          </li>
          <li>
            <strong>After a payout has gone out</strong> it cannot be held or reversed from the app. <AppLink href="/contact">Contact us</AppLink>{" "}
            all the same and we will look into it, but a refund is then no longer certain. Report early.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="selling" title="Selling">
        <p>Selling on Campus Market means keeping to these rules, the same ones My shop shows when you open your shop:</p>
        <ol>
          {SELLER_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
        <p>And also:</p>
        <ul>
          <li>
            Payouts go to the M-Pesa number in your profile. Keep it current: an item you deliver without a phone number on your profile
            is paid once you add one. Campus Market takes no commission: you receive the item&apos;s full price.
          </li>
          <li>
            Move each order forward honestly: contact the buyer, ship once they agree, and mark it delivered only when they have it. A
            report from the buyer holds your payout until staff decide, and a refund cancels the payout of the items it covers.
          </li>
          <li>You may see a buyer&apos;s phone number once their order is paid. Use it only to hand over that order.</li>
        </ul>
      </LegalSection>

      <LegalSection id="go-pro" title="Go Pro">
        <p>
          Sellers can pay for Pro, which puts their shop first among the featured shops on the home page and shows a Pro badge. The plans
          are {planList()}. Each is a single M-Pesa payment, not a subscription that renews itself: paying again adds the days after the
          Pro time you already have. Pro time left is given up if you delete your account.
        </p>
      </LegalSection>

      <LegalSection id="conduct" title="Messages and conduct">
        <ul>
          <li>Be respectful. No harassment, threats, spam, or links that try to take people off the app to pay or sign in elsewhere.</li>
          <li>
            Messages are shown as plain text. When a buyer reports an issue, our staff read the messages between that buyer and seller to
            decide it.
          </li>
          <li>You can block anyone in a conversation; while the block stands neither of you can message the other.</li>
          <li>Listings and accounts that break these terms may be removed.</li>
        </ul>
      </LegalSection>

      <LegalSection id="changes" title="Changes and law">
        <p>
          When these terms change, this page changes with them; the terms that applied when you placed an order still apply to that order.
          These terms are governed by the laws of Kenya, including the Data Protection Act 2019 for your personal data.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
