/** The open work beside a staff link (the link's accessible name carries it in words); nothing when there is none. */
export function StaffCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
      {count > 99 ? "99+" : count}
    </span>
  );
}
