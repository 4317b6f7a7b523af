"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/** `top-18`, the sidebar's place under the 65px header while it stays in view. */
const STICKY_TOP_PX = 72;

type StickyWhenItFitsProps = { children: ReactNode; className?: string; "data-testid"?: string };

/**
 * Stays in view beside the results only while the whole of it fits the window; taller than
 * the window, it scrolls with the page, so nothing in it is ever out of reach behind an inner
 * scroll (see docs/decisions/browse-sidebar.md). Until the script runs it scrolls with the page.
 */
export function StickyWhenItFits({ children, className = "", ...rest }: StickyWhenItFitsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setFits(STICKY_TOP_PX + element.offsetHeight <= window.innerHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return (
    <div ref={ref} data-sticky={fits} className={`${className} ${fits ? "sticky top-18" : ""}`} {...rest}>
      {children}
    </div>
  );
}
