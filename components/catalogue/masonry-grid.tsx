"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

// Masonry that keeps reading order: a CSS grid (2 columns, 3 from 768px, 4 from
// 1280px, the spec's constants) whose items each span as many thin rows as they are
// tall. Items stay in DOM order, so keyboard and screen-reader order match the
// sort, and without JavaScript it is a plain grid.
const ROW_PX = 4;
const GAP_PX = 16;

type MasonryGridProps = { items: Array<{ key: string; node: ReactNode }>; label: string };

export function MasonryGrid({ items, label }: MasonryGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [packed, setPacked] = useState(false);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const place = (item: HTMLElement) => {
      const content = item.firstElementChild as HTMLElement | null;
      if (!content) return;
      const span = Math.ceil((content.getBoundingClientRect().height + GAP_PX) / ROW_PX);
      item.style.gridRowEnd = `span ${span}`;
    };
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) place(entry.target.parentElement as HTMLElement);
    });
    for (const item of Array.from(list.children) as HTMLElement[]) {
      place(item);
      if (item.firstElementChild) observer.observe(item.firstElementChild);
    }
    setPacked(true);
    return () => observer.disconnect();
  }, [items.length]);

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={`grid grid-cols-2 gap-x-3 md:grid-cols-3 md:gap-x-4 xl:grid-cols-4 ${packed ? "auto-rows-[4px]" : "gap-y-4"}`}
    >
      {items.map((item) => (
        <li key={item.key} className="min-w-0">
          {item.node}
        </li>
      ))}
    </ul>
  );
}
