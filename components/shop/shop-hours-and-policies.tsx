import { readBusinessHours } from "@/lib/validation/shop";
import { ClockIcon, NotesIcon } from "@/components/ui/icons";

type ShopHoursAndPoliciesProps = {
  /** As stored (lib/validation/shop.ts reads every shape it has had). */
  businessHours: unknown;
  policies: string | null;
};

const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";
const TITLE = "flex items-center gap-2 text-lg font-bold";

/**
 * What the shop settings promise buyers on the shop page: the business hours, line by
 * line in the seller's order, and the policies as written. Nothing when neither is set.
 */
export function ShopHoursAndPolicies({ businessHours, policies }: ShopHoursAndPoliciesProps) {
  const hours = readBusinessHours(businessHours);
  const policyText = policies?.trim() ? policies.trim() : null;
  if (!hours && !policyText) return null;

  return (
    <div className="mt-6 grid gap-4 md:mx-6 md:grid-cols-2">
      {hours ? (
        <section aria-labelledby="shop-hours" className={CARD}>
          <h2 id="shop-hours" className={TITLE}>
            <ClockIcon className="text-brand-700 dark:text-brand-300" />
            Business hours
          </h2>
          {typeof hours === "string" ? (
            <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{hours}</p>
          ) : (
            <dl className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {hours.map(({ days, hours: time }, index) => (
                <div key={`${index}-${days}`} className="flex justify-between gap-4 py-2">
                  <dt className="font-medium text-slate-900 dark:text-slate-100">{days}</dt>
                  <dd className="text-right text-slate-700 dark:text-slate-300">{time}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}
      {policyText ? (
        <section aria-labelledby="shop-policies" className={CARD}>
          <h2 id="shop-policies" className={TITLE}>
            <NotesIcon className="text-brand-700 dark:text-brand-300" />
            Shop policies
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{policyText}</p>
        </section>
      ) : null}
    </div>
  );
}
