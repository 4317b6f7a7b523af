import { AppLink } from "@/components/navigation/app-link";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-emerald-600 text-white dark:from-slate-900 dark:via-brand-900 dark:to-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-14 md:px-6 md:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">For Kenyan university students</p>
        <h1 data-tour="home-welcome" className="max-w-2xl text-3xl leading-tight font-extrabold md:text-5xl">Buy and sell on campus, pay with <span className="whitespace-nowrap">M-Pesa</span>.</h1>
        <p className="max-w-xl text-base text-brand-50 md:text-lg">
          Textbooks, calculators, hostel furniture and revision notes from students near you. Prices in KES, paid with a prompt on your phone.
        </p>
        <div className="flex flex-wrap gap-3">
          <AppLink
            href="/studentmarketplace"
            className="inline-flex h-12 items-center rounded-full bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
          >
            Start Shopping
          </AppLink>
          <AppLink
            href="/myshop"
            className="inline-flex h-12 items-center rounded-full border-2 border-white/80 px-6 font-semibold text-white hover:bg-white/10"
          >
            Open Your Shop
          </AppLink>
        </div>
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -bottom-24 size-80 rounded-full bg-white/10" />
      <div aria-hidden="true" className="pointer-events-none absolute top-10 right-40 hidden size-24 rounded-full bg-gold-400/30 md:block" />
    </section>
  );
}
