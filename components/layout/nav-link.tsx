"use client";

import { AppLink } from "@/components/navigation/app-link";
import { usePathname } from "next/navigation";

type NavLinkProps = {
  href: string;
  children: React.ReactNode;
  className?: string;
  activeClassName?: string;
  /** Paths that also count as this link being current (e.g. /category/* for the marketplace). */
  alsoActiveFor?: string[];
  "aria-label"?: string;
  /** The onboarding tour's target name (lib/onboarding/tours.ts). */
  "data-tour"?: string;
};

export function NavLink({ href, children, className = "", activeClassName = "", alsoActiveFor = [], ...rest }: NavLinkProps) {
  const pathname = usePathname();
  const target = href.split("?")[0] ?? href;
  const active = pathname === target || alsoActiveFor.some((prefix) => pathname.startsWith(prefix));
  return (
    <AppLink href={href} aria-current={active ? "page" : undefined} className={`${className} ${active ? activeClassName : ""}`} {...rest}>
      {children}
    </AppLink>
  );
}
