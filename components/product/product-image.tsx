"use client";

import Image from "next/image";
import { useState } from "react";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/images";

type ProductImageProps = {
  src: string | null;
  alt: string;
  /** The rendered width at each breakpoint, so phones get a small file. */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/** A product photo filling its box; a missing or broken image shows the placeholder (the spec's error catalogue). */
export function ProductImage({ src, alt, sizes, priority = false, className = "" }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : PLACEHOLDER_PRODUCT_IMAGE;
  return (
    <Image
      src={usable}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={usable.endsWith(".svg")}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
