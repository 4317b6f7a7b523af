import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { buttonClasses } from "@/components/ui/button";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe";
import { EMAIL_TOPIC_LABELS, UNSUBSCRIBE_MESSAGES } from "@/lib/messages/email";

export const metadata: Metadata = { title: UNSUBSCRIBE_MESSAGES.pageTitle, robots: { index: false } };

type UnsubscribePageProps = { searchParams: Promise<{ token?: string | string[]; done?: string | string[] }> };

/**
 * Where an email's "Unsubscribe" link lands: it asks first (a mail scanner that opens links
 * must not unsubscribe anyone), and its button posts to the one-click address.
 */
export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  const { token, done } = await searchParams;
  const target = typeof token === "string" ? readUnsubscribeToken(token) : null;
  const title = target ? EMAIL_TOPIC_LABELS[target.topic].title : null;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="mb-3 text-xl font-semibold">{UNSUBSCRIBE_MESSAGES.pageTitle}</h1>
        {!target || !title ? (
          <p role="alert">{UNSUBSCRIBE_MESSAGES.invalid}</p>
        ) : done === "1" ? (
          <p role="status">{UNSUBSCRIBE_MESSAGES.done(title)}</p>
        ) : (
          <form method="post" action={`/api/email/unsubscribe?token=${encodeURIComponent(token as string)}&from=page`} className="flex flex-col gap-4">
            <p className="font-medium">{UNSUBSCRIBE_MESSAGES.question(title)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{UNSUBSCRIBE_MESSAGES.explain}</p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className={buttonClasses({ variant: "primary" })}>
              {UNSUBSCRIBE_MESSAGES.confirm}
            </button>
          </form>
        )}
        <p className="mt-6 text-sm">
          <AppLink href="/profile?tab=settings" className="underline">
            {UNSUBSCRIBE_MESSAGES.settingsLink}
          </AppLink>
        </p>
      </div>
    </div>
  );
}
