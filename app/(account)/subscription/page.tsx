import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { requireUser } from "@/lib/auth/session";
import { getProfileOverview } from "@/lib/db/profiles";
import { formatKes } from "@/lib/format";
import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import { PLANS } from "@/lib/subscriptions/plans";
import { isTestingMode } from "@/lib/payments/daraja-setup";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, StarIcon } from "@/components/ui/icons";
import { TestingModeBadge } from "@/components/checkout/testing-mode-badge";
import { SubscribeButton } from "@/components/subscription/subscribe-button";

export const metadata: Metadata = { title: "Go Pro", robots: { index: false } };

/**
 * The spec's Subscription screen: three plan cards, each with Subscribe (paid by the
 * same M-Pesa prompt as checkout; see docs/decisions/subscription.md). The features are what Pro really does, not the spec's
 * placeholders. A visitor is sent to sign in first (requireUser).
 */
export default async function SubscriptionPage() {
  const user = await requireUser();
  const profile = await getProfileOverview(user.id);
  const canSubscribe = user.isSeller;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <StarIcon width={24} height={24} aria-hidden className="text-amber-600 dark:text-amber-400" />
          {SUBSCRIPTION_MESSAGES.title}
        </h1>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{SUBSCRIPTION_MESSAGES.intro}</p>
        {isTestingMode() ? <TestingModeBadge /> : null}
      </header>

      {user.isPro && user.proUntil ? (
        <Alert tone="success" data-testid="pro-status">
          {SUBSCRIPTION_MESSAGES.proUntil(user.proUntil)} {SUBSCRIPTION_MESSAGES.extendNote}
        </Alert>
      ) : null}
      {canSubscribe ? null : (
        <Alert tone="info" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>{SUBSCRIPTION_MESSAGES.sellersOnly}</span>
          <AppLink href="/profile" className={buttonClasses({ variant: "outline", size: "sm" })}>
            {SUBSCRIPTION_MESSAGES.openShop}
          </AppLink>
        </Alert>
      )}

      <ul aria-label="Plans" className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <div>
              <h2 className="text-lg font-bold">{plan.name}</h2>
              <p className="mt-2">
                <span className="text-2xl font-bold">{formatKes(plan.price)}</span>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-400">{SUBSCRIPTION_MESSAGES.days(plan.days)}</span>
              </p>
            </div>
            <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
              {SUBSCRIPTION_MESSAGES.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon width={16} height={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-300" />
                  {feature}
                </li>
              ))}
            </ul>
            <SubscribeButton plan={plan} phone={profile?.phone ?? ""} disabled={!canSubscribe} />
          </li>
        ))}
      </ul>
    </div>
  );
}
