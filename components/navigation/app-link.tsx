"use client";

import Link from "next/link";
// The context useRouter() reads, read directly: useRouter() throws where no app router is mounted
// (a component rendered on its own, as in component tests), where next/link itself still renders.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from "react";
import { mayPrefetchOnIntent, prefetchablePath, type ConnectionHints } from "@/lib/navigation/prefetch-policy";

type AppLinkProps = ComponentProps<typeof Link>;

/**
 * next/link for every in-app link: nothing is fetched when the link scrolls into view; the
 * target is prefetched when the user shows intent (pointer over it, a touch starting on it,
 * keyboard focus), and not at all with Save-Data or on a slow connection.
 * See docs/decisions/prefetch-on-intent.md. `prefetch={false}` turns even that off.
 */
export function AppLink({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: AppLinkProps) {
  const router = useContext(AppRouterContext);
  const prefetchOnIntent = () => {
    if (prefetch === false) return;
    // Every link here is written as a string; a URL object is followed but not prefetched.
    const path = typeof href === "string" ? prefetchablePath(href) : null;
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (router && path && mayPrefetchOnIntent(connection)) router.prefetch(path);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
    />
  );
}
