"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { useMayAutoAdvance, useReducedMotion } from "@/components/ui/use-may-auto-advance";
import { AUTH_SLIDESHOW_INTERVAL_MS } from "@/lib/constants";
import type { AuthSlide } from "@/lib/auth/slides";

type Props = {
  slides: readonly AuthSlide[];
  intervalMs?: number;
};

/**
 * The auth area's slideshow: advances by itself every 10 s (the spec's constants),
 * waits while the pointer or keyboard focus is on it, and can be paused for
 * good (WCAG 2.2.2). With Save-Data, on a slow connection or with reduced motion it
 * starts paused, and only the slide on screen has its photo fetched; the dots and
 * Play still work (see docs/decisions/data-saving.md).
 */
export function AuthSlideshow({ slides, intervalMs = AUTH_SLIDESHOW_INTERVAL_MS }: Props) {
  const [current, setCurrent] = useState(0);
  // The student's own Play or Pause; until they press one, the browser's hints decide.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const mayAutoAdvance = useMayAutoAdvance();
  const paused = choice === null ? !mayAutoAdvance : choice === "pause";
  const rotating = !paused && !hovered && !focused && slides.length > 1;
  // Photos are fetched for the slides shown so far, and for the next one while it rotates (so
  // it fades in whole): a paused slideshow costs one photo.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!shown.has(current)) setShown(new Set(shown).add(current));
  const next = (current + 1) % slides.length;

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide, so a slide picked by hand also gets its full interval.
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % slides.length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, intervalMs, slides.length, current]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="About Campus Market"
      className="relative h-full w-full overflow-hidden bg-brand-50 dark:bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announce slide changes only when the user is driving them. */}
      <div aria-live={rotating ? "off" : "polite"} className="h-full">
        {slides.map((slide, index) => (
          // The slide is the APG carousel's group; the figure inside keeps its own role, which
          // a figure with a caption must (axe aria-allowed-role, HTML validators).
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== current}
            data-active={index === current}
            className={`absolute inset-0 ${reducedMotion ? "" : "transition-opacity duration-700"} ${
              index === current ? "opacity-100" : "pointer-events-none opacity-0"
            }`}
          >
            <figure className="absolute inset-0 m-0">
              {shown.has(index) || (rotating && index === next) ? (
                <Image
                  src={slide.src}
                  alt={slide.alt}
                  fill
                  sizes="(min-width: 1024px) 50vw, (min-width: 768px) 100vw, 1px"
                  // The scenes are portrait and the tablet banner a wide strip (about 700-960 by 256):
                  // 63% keeps the students' heads whole and above the caption at every tablet width
                  // (70% cut them off from about 900px), and changes little on desktop.
                  className="object-cover object-[center_63%]"
                />
              ) : null}
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 via-slate-950/50 to-transparent px-6 pt-16 pb-14 text-lg font-semibold text-white md:pt-10 md:pb-12 lg:px-10 lg:pt-16 lg:pb-16 lg:text-2xl">
                {slide.caption}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>

      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1 lg:bottom-6">
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            onClick={() => setCurrent(index)}
            aria-label={`Show slide ${index + 1} of ${slides.length}`}
            aria-current={index === current ? "true" : undefined}
            className="grid h-8 w-8 place-items-center rounded-full"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${index === current ? "w-6 bg-white" : "w-2.5 bg-white/60"}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setChoice(paused ? "play" : "pause")}
          aria-label={paused ? "Play slideshow" : "Pause slideshow"}
          className="ml-2 grid h-8 w-8 place-items-center rounded-full bg-slate-950/40 text-white hover:bg-slate-950/60"
        >
          {paused ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
        </button>
      </div>
    </section>
  );
}
