import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSection } from "@/components/legal/legal-section";
import { legalPageMetadata } from "@/lib/seo/legal-pages";

export const metadata: Metadata = legalPageMetadata("about");

export default function AboutPage() {
  return (
    <LegalPage page="about">
      <LegalSection id="what-it-is" title="A marketplace for students, on campus">
        <p>
          Every semester, students buy textbooks, calculators, lab coats and laptops that someone a year ahead has just finished with. Campus
          Market puts the two together: students sell what they no longer need to students on their own campus, and wholesalers with an
          access code sell stationery and supplies in bulk. Everything is priced in Kenya shillings and paid for with M-Pesa.
        </p>
        <p>
          Because buyer and seller study at the same university, most things change hands in a few minutes on campus: no courier, no
          waiting for a parcel, and a face you can find again.
        </p>
      </LegalSection>

      <LegalSection id="buying" title="How buying works">
        <ol>
          <li>
            Browse the <AppLink href="/studentmarketplace">Student Marketplace</AppLink> by category, or search, and filter by price, condition
            and campus.
          </li>
          <li>Ask the seller anything with Message Seller on the item&apos;s page: the edition, the battery, where to meet.</li>
          <li>
            Press Buy Now, or collect several items in your cart, and pay with the M-Pesa prompt that appears on your phone. You enter your
            PIN on your own phone, never on our site.
          </li>
          <li>The seller contacts you in Messages to agree on pickup or delivery. Your reply agrees the hand-over.</li>
          <li>
            You follow each item from your order page as it is shipped and delivered. If something is wrong, Report Issue on that page puts
            the seller&apos;s payout on hold until our staff decide (see the <AppLink href="/terms#buyer-protection">Terms of Service</AppLink>).
          </li>
        </ol>
      </LegalSection>

      <LegalSection id="selling" title="How selling works">
        <p>
          Any student with an account can open a shop from their profile (Become a Seller), accept the seller terms and list an item with
          photos in a couple of minutes. When someone pays, you see the order in My shop, agree the hand-over with the buyer in Messages,
          and mark the item shipped and delivered. The item&apos;s full price is sent to the M-Pesa number in your profile as soon as you
          mark it delivered; Campus Market takes no commission on sales.
        </p>
        <p>Sellers who want more buyers can Go Pro: a paid plan that puts their shop first among the featured shops on the home page.</p>
      </LegalSection>

      <LegalSection id="trust" title="Keeping it safe and fair">
        <ul>
          <li>Every payment goes through the M-Pesa prompt in the app, so every order has a receipt and a record.</li>
          <li>A seller is paid when they mark an item delivered, and a reported problem holds the payout until staff decide.</li>
          <li>
            Read our <AppLink href="/safety">safety tips</AppLink> before you meet someone, and the <AppLink href="/privacy">privacy notice</AppLink> to
            see what we store about you and how to download or delete it.
          </li>
        </ul>
        <p>
          Questions, ideas or a problem we should know about? <AppLink href="/contact">Contact us</AppLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
