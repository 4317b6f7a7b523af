import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { requireUser } from "@/lib/auth/session";
import { cartSubtotal, listCartItems } from "@/lib/db/cart";
import { formatKes } from "@/lib/format";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/images";

export const metadata: Metadata = { title: "Cart", robots: { index: false } };

export default async function CartPage() {
  const user = await requireUser();
  const lines = await listCartItems(user.id);

  if (lines.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-20 text-center">
        <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
        <p className="text-slate-600 dark:text-slate-400">Find textbooks, gadgets and more from students on your campus.</p>
        <Link
          href="/studentmarketplace"
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950"
        >
          Continue Shopping
        </Link>
      </section>
    );
  }

  const subtotal = cartSubtotal(lines);
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-5 py-8 md:grid-cols-[1fr_20rem] md:px-6">
      <div>
        <h1 className="text-2xl font-bold">Cart</h1>
        <ul className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {lines.map((line) => (
            <li key={line.id} className="flex gap-4 p-4">
              <Image
                src={line.product.imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE}
                alt=""
                width={80}
                height={80}
                sizes="80px"
                className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link href={`/product/${line.product.id}`} className="truncate font-semibold hover:underline">
                  {line.product.name}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">{formatKes(line.product.price)} each</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">Quantity: {line.quantity}</span>
              </div>
              <span className="font-semibold whitespace-nowrap">{formatKes(line.product.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      </div>
      <aside aria-labelledby="summary-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-5 md:mt-12 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="summary-heading" className="text-lg font-bold">
          Order Summary
        </h2>
        <dl className="mt-4 flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatKes(subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Delivery</dt>
            <dd>Free</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800">
            <dt>Total</dt>
            <dd>{formatKes(subtotal)}</dd>
          </div>
        </dl>
      </aside>
    </section>
  );
}
