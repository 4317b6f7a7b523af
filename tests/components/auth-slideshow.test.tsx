/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { AuthSlideshow } from "@/components/auth/auth-slideshow";
import { AUTH_SLIDES } from "@/lib/auth/slides";
import { AUTH_SLIDESHOW_INTERVAL_MS } from "@/lib/constants";

function activeSlide(): string | null {
  return document.querySelector('[aria-roledescription="slide"][data-active="true"]')?.getAttribute("aria-label") ?? null;
}

let prefersReducedMotion = false;

/** What navigator.connection says (the Network Information API); jsdom has none, like Safari. */
function connectionSays(hints: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(window.navigator, "connection", { configurable: true, get: () => hints });
}

const photos = () => Array.from(document.querySelectorAll("figure img")).map((img) => img.closest('[aria-roledescription="slide"]')?.getAttribute("aria-label"));

beforeEach(() => {
  jest.useFakeTimers();
  prefersReducedMotion = false;
  connectionSays(undefined);
  // jsdom has no matchMedia; every browser we serve does.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("reduced-motion") && prefersReducedMotion,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  jest.useRealTimers();
});

test("the spec's slideshow has three slides and an interval of 10 seconds", () => {
  expect(AUTH_SLIDES).toHaveLength(3);
  expect(AUTH_SLIDESHOW_INTERVAL_MS).toBe(10_000);
});

test("advances every 10 seconds and wraps around to the first slide", () => {
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  expect(activeSlide()).toBe("1 of 3");
  act(() => jest.advanceTimersByTime(9_999));
  expect(activeSlide()).toBe("1 of 3");
  act(() => jest.advanceTimersByTime(1));
  expect(activeSlide()).toBe("2 of 3");
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe("3 of 3");
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe("1 of 3");
});

test("only the current slide is exposed to assistive technology", () => {
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  expect(screen.getAllByRole("img")).toHaveLength(1);
  expect(screen.getByRole("img")).toHaveAttribute("alt", AUTH_SLIDES[0]?.alt);
});

test("a dot shows its slide, which then gets its full interval", () => {
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  act(() => jest.advanceTimersByTime(6_000));
  fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }));
  expect(activeSlide()).toBe("3 of 3");
  expect(screen.getByRole("button", { name: "Show slide 3 of 3" })).toHaveAttribute("aria-current", "true");
  // The click moved focus into the carousel, which holds it; leaving lets it go on.
  fireEvent.blur(screen.getByRole("button", { name: "Show slide 3 of 3" }));
  act(() => jest.advanceTimersByTime(9_000));
  expect(activeSlide()).toBe("3 of 3");
  act(() => jest.advanceTimersByTime(1_000));
  expect(activeSlide()).toBe("1 of 3");
});

test("waits while the pointer is over it", () => {
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  const carousel = screen.getByRole("region", { name: "About Campus Market" });
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(30_000));
  expect(activeSlide()).toBe("1 of 3");
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe("2 of 3");
});

test("the pause button stops it until play is pressed", () => {
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  const pause = screen.getByRole("button", { name: "Pause slideshow" });
  fireEvent.click(pause);
  fireEvent.blur(pause);
  act(() => jest.advanceTimersByTime(30_000));
  expect(activeSlide()).toBe("1 of 3");
  fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
  fireEvent.blur(screen.getByRole("button", { name: "Pause slideshow" }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe("2 of 3");
});

test("with reduced motion it starts paused, and Play changes the slides without fading", () => {
  prefersReducedMotion = true;
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  const slides = document.querySelectorAll('[aria-roledescription="slide"]');
  slides.forEach((slide) => expect(slide.className).not.toContain("transition"));
  act(() => jest.advanceTimersByTime(30_000));
  expect(activeSlide()).toBe("1 of 3");
  const play = screen.getByRole("button", { name: "Play slideshow" });
  fireEvent.click(play);
  fireEvent.blur(screen.getByRole("button", { name: "Pause slideshow" }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe("2 of 3");
});

describe.each([
  ["with Save-Data on", { saveData: true, effectiveType: "4g" }],
  ["on a 3G connection", { saveData: false, effectiveType: "3g" }],
  ["on a 2G connection", { effectiveType: "2g" }],
])("%s", (_situation, hints) => {
  beforeEach(() => connectionSays(hints));

  test("it does not advance by itself and fetches only the photo on screen", () => {
    render(<AuthSlideshow slides={AUTH_SLIDES} />);
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(activeSlide()).toBe("1 of 3");
    expect(photos()).toEqual(["1 of 3"]);
  });

  test("the dots still show each slide, with its photo, and Play starts it", () => {
    render(<AuthSlideshow slides={AUTH_SLIDES} />);
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }));
    fireEvent.blur(screen.getByRole("button", { name: "Show slide 3 of 3" }));
    expect(activeSlide()).toBe("3 of 3");
    expect(photos()).toEqual(["1 of 3", "3 of 3"]);
    act(() => jest.advanceTimersByTime(30_000));
    expect(activeSlide()).toBe("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe("1 of 3");
  });
});

test("on a fast connection the next slide's photo is fetched ahead, so it fades in whole", () => {
  connectionSays({ saveData: false, effectiveType: "4g" });
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  expect(photos()).toEqual(["1 of 3", "2 of 3"]);
  act(() => jest.advanceTimersByTime(10_000));
  expect(photos()).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
});

test("each slide is a group around a figure with its caption, and no figure carries a role (axe aria-allowed-role)", () => {
  render(<AuthSlideshow slides={AUTH_SLIDES} />);
  const slides = document.querySelectorAll('[aria-roledescription="slide"]');
  expect(slides).toHaveLength(3);
  slides.forEach((slide, index) => {
    expect(slide).toHaveAttribute("role", "group");
    expect(slide.tagName).not.toBe("FIGURE");
    expect(slide.querySelector("figure > figcaption")).toHaveTextContent(AUTH_SLIDES[index]!.caption);
  });
  document.querySelectorAll("figure").forEach((figure) => expect(figure).not.toHaveAttribute("role"));
});
