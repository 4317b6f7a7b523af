// The auth area's slideshow (the spec's Auth area screen): three scenes made
// for this repo by scripts/operations/make-demo-images.mjs, each with a line of our own.
export type AuthSlide = { src: string; alt: string; caption: string };

export const AUTH_SLIDES: readonly AuthSlide[] = [
  {
    src: "/demo/auth/slide-1.webp",
    alt: "Two students on campus handing over a textbook",
    caption: "Buy and sell with students on your campus.",
  },
  {
    src: "/demo/auth/slide-2.webp",
    alt: "A phone showing a confirmed payment",
    caption: "Pay with an M-Pesa prompt on your phone.",
  },
  {
    src: "/demo/auth/slide-3.webp",
    alt: "A market stall stocked with books and supplies",
    caption: "Open your own shop, or stock students as a wholesaler.",
  },
];
