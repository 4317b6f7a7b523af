"use client";

import { getImageProps } from "next/image";
import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/images";
import { PictureFrame } from "@/components/ui/picture-frame";

type ProductImageProps = {
  src: string | null;
  alt: string;
  /** The rendered width at each breakpoint, so phones get a small file. */
  sizes: string;
  /** The page's largest paint: fetched at once with high priority. Every other photo waits until it is near the screen. */
  priority?: boolean;
  className?: string;
};

/**
 * How near the screen a photo must come before it is fetched. The browser's own lazy loading
 * starts 1,250 to 2,500 px ahead (further on slow connections) and fetched a whole page of
 * photos a phone never scrolled to (docs/performance.md, "A phone on slow data").
 */
const FETCH_AHEAD = "300px 0px";

/**
 * A product photo filling its box; a missing or broken image shows the placeholder (the spec's
 * error catalogue). A plain <img> with the optimiser's srcset (AVIF or WebP, sized for the slot)
 * from getImageProps: next/image's component adds JavaScript for features these photos do not
 * use. Below the fold the <img> is put in once its place is within FETCH_AHEAD of the screen;
 * without JavaScript the <noscript> copy loads it.
 */
export function ProductImage({ src, alt, sizes, priority = false, className = "" }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(priority);
  const imageRef = useRef<HTMLImageElement>(null);
  const slotRef = useRef<HTMLSpanElement>(null);
  const usable = src && !failed ? src : PLACEHOLDER_PRODUCT_IMAGE;
  const { props } = getImageProps({ src: usable, alt, fill: true, sizes, unoptimized: usable.endsWith(".svg"), ...(priority ? { fetchPriority: "high", loading: "eager" } : { loading: "lazy" }) });
  const classes = `object-cover ${className}`;

  useEffect(() => {
    const slot = slotRef.current;
    if (near || !slot || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: FETCH_AHEAD },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    // A photo that failed before the page's script ran reports no error event: checked when React attaches.
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0 && usable !== PLACEHOLDER_PRODUCT_IMAGE) setFailed(true);
  }, [near, usable]);

  if (!near) {
    // The photo's place, watched until it comes near the screen.
    return (
      <span ref={slotRef} className="absolute inset-0">
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's props, without the component's script */}
          <img {...props} alt={alt} className={classes} />
        </noscript>
      </span>
    );
  }
  return (
    <PictureFrame>
      {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
      <img {...props} alt={alt} ref={imageRef} onError={() => setFailed(true)} className={classes} />
    </PictureFrame>
  );
}
