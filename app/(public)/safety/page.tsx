import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSection } from "@/components/legal/legal-section";
import { legalPageMetadata } from "@/lib/seo/legal-pages";

export const metadata: Metadata = legalPageMetadata("safety");

export default function SafetyPage() {
  return (
    <LegalPage page="safety">
      <LegalSection id="meet-in-public" title="Meet in public campus places">
        <ul>
          <li>
            Hand items over where other students are around: the library entrance, the student centre, a busy cafeteria, or by the main
            gate where campus security can see you.
          </li>
          <li>Meet in daylight or in well-lit places, and tell a friend where you are going and whom you are meeting.</li>
          <li>Do not go alone to a stranger&apos;s hostel room or home, and do not invite one to yours.</li>
          <li>
            Agree the place and time in Campus Market&apos;s Messages rather than on another app, so the arrangement is written down with
            the order it belongs to.
          </li>
          <li>
            Look before you accept: switch the laptop or calculator on, check the charger, check the textbook&apos;s edition and that no
            pages are missing. Tell the seller at once if it is not what the listing said.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="pay-in-the-app" title="Pay only through the app's M-Pesa prompt">
        <p>
          The only way to pay on Campus Market is the M-Pesa prompt that appears on your phone after you press Pay on the checkout page.
          It shows the amount of your order; check it before you enter your PIN.
        </p>
        <ul>
          <li>
            <strong>Your M-Pesa PIN is yours alone.</strong> Type it only into the prompt on your own phone. Nobody from Campus Market will
            ever ask for it, for your password, or for a code sent to your phone.
          </li>
          <li>
            An order is paid when its page says so and shows an M-Pesa receipt number. Sellers: hand an item over only for an order that My
            shop shows as paid. A screenshot or a forwarded SMS is not a payment.
          </li>
          <li>
            If a payment fails or you cancel the prompt, nothing is taken and you can simply try again from the order&apos;s checkout page.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="never-pay-outside" title="Never send money outside the app">
        <p>
          Money sent by Send Money, Pochi la Biashara, another till or paybill number, a bank transfer or cash is outside Campus Market.
          We have no record of it, we cannot hold it while a problem is looked at, and we cannot refund it.
        </p>
        <p>Walk away from anyone who:</p>
        <ul>
          <li>asks you to pay a deposit, a &quot;booking fee&quot; or transport money before you have the item;</li>
          <li>gives you their own M-Pesa number, till or paybill in a message and asks you to pay there instead;</li>
          <li>
            says they sent you money &quot;by mistake&quot; and asks you to send it back. Check your real M-Pesa balance first: a fake
            confirmation SMS costs a scammer nothing;
          </li>
          <li>offers a price far below everyone else&apos;s, or pushes you to decide right now.</li>
        </ul>
      </LegalSection>

      <LegalSection id="report-a-problem" title="How to report a problem">
        <ul>
          <li>
            <strong>A problem with something you paid for</strong> (it never came, it is not what was described, it is broken): open the
            order from your profile&apos;s Orders tab and press Report Issue next to that seller. Describe what happened. The seller is told,
            and the order&apos;s payouts are held until our staff have read the report, the order and your messages with the seller, and
            decided to pay the seller or refund you to the phone that paid. Report as soon as you notice: once a seller&apos;s payout has
            gone out it can no longer be held. The <AppLink href="/terms#buyer-protection">Terms of Service</AppLink> explain it in full.
          </li>
          <li>
            <strong>Someone bothering you in Messages:</strong> open the conversation and press Block. Neither of you can message the other
            while the block stands.
          </li>
          <li>
            <strong>A listing that breaks the rules, a scam attempt, or anything else:</strong> tell us through the{" "}
            <AppLink href="/contact">contact page</AppLink>, with the link to the listing or the seller&apos;s page.
          </li>
          <li>
            <strong>If you are in danger,</strong> go to where people are and call campus security or the police on 999 or 112.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
