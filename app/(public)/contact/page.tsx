import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSection } from "@/components/legal/legal-section";
import { legalPageMetadata } from "@/lib/seo/legal-pages";
import { env } from "@/lib/env";

export const metadata: Metadata = legalPageMetadata("contact");

export default function ContactPage() {
  const email = env.SUPPORT_EMAIL;
  return (
    <LegalPage page="contact">
      <LegalSection id="email" title="Write to us">
        <p>
          Email <a href={`mailto:${email}`}>{email}</a> with questions, ideas, a listing that breaks the rules, a request for a wholesaler
          access code, or a question about your data. Our staff read this mailbox and answer from it.
        </p>
        <ul>
          <li>Write from the email address you sign in with, so we can find your account.</li>
          <li>For an order, give its order number (at the top of the order page) and say which item and seller it is about.</li>
          <li>Never send your password or your M-Pesa PIN. We will never ask for them.</li>
        </ul>
      </LegalSection>

      <LegalSection id="faster" title="Faster ways to get help">
        <ul>
          <li>
            <strong>A problem with an order you paid for:</strong> press Report Issue on the order&apos;s page (your profile&apos;s{" "}
            <AppLink href="/profile?tab=orders">Orders</AppLink> tab). It holds the seller&apos;s payout and puts the order and your messages in
            front of our staff at once, which an email cannot do.
          </li>
          <li>
            <strong>A question about an item:</strong> press Message Seller on the item&apos;s page; the seller answers in your{" "}
            <AppLink href="/profile?tab=messages">Messages</AppLink>.
          </li>
          <li>
            <strong>A forgotten password:</strong> use Forgot password? on the <AppLink href="/auth">log in page</AppLink>; a reset link comes by
            email.
          </li>
          <li>
            <strong>Your data:</strong> download everything we store about you, or delete your account, in your profile&apos;s{" "}
            <AppLink href="/profile?tab=settings">Settings</AppLink> (see the <AppLink href="/privacy#your-rights">privacy notice</AppLink>).
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="safety" title="Before you meet or pay">
        <p>
          Read the <AppLink href="/safety">safety tips</AppLink>: meet in public campus places, pay only through the app&apos;s M-Pesa prompt,
          and never send money outside the app.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
