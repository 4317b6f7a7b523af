type CountBadgeProps = { count: number | undefined };

/** A small number on an icon; nothing at all when there is nothing to count. */
export function CountBadge({ count }: CountBadgeProps) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] leading-5 font-semibold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** Accessible name for an icon link with a count: "Cart, 3 items". */
export function countLabel(name: string, count: number | undefined, noun: string): string {
  if (!count) return name;
  return `${name}, ${count} ${noun}${count === 1 ? "" : "s"}`;
}
