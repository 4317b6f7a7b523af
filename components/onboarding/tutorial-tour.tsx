"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { usePathname, useRouter } from "next/navigation";
import { ACTIONS, EVENTS, Joyride, type ArrowRenderProps, type EventData, type Step, type TooltipRenderProps } from "react-joyride";
import { setOnboardingCompletedAction } from "@/lib/actions/onboarding";
import { readStored } from "@/lib/onboarding/flags";
import { routeToursFor, TOURS, type TourId, type TourStep, type Variant } from "@/lib/onboarding/tours";
import {
  initialTransition,
  pollsFor,
  SCROLL_DURATION_MS,
  SCROLL_OFFSET,
  SPOTLIGHT_PADDING,
  timersFor,
  TOOLTIP_WIDTH,
  transition,
  type Effect,
  type TimerKind,
  type TutorialEvent,
  type TutorialState,
  type PollKind,
} from "@/lib/onboarding/tutorial-machine";
import { TOUR_BUTTONS, TUTORIAL_MESSAGES } from "@/lib/messages/tutorial";
import { CloseIcon } from "@/components/ui/icons";
import { useServerActions } from "@/components/ui/use-server-action";
import { runPageEffects } from "./run-effects";

// Renders the tutorial's state machine (lib/onboarding/tutorial-machine.ts) with react-joyride
// in controlled mode: the machine holds the tour and the step, joyride draws the overlay, the
// spotlight and the tooltip (ours, below), scrolls, traps focus and reports Escape, overlay
// clicks and missing targets. Loaded only when a tour is due (./tutorial-gate.tsx).

const DebugPanel = dynamic(() => import("./debug-panel").then((m) => m.DebugPanel), { ssr: false });

/** Spec: the phone variant below 768 px or on a touch device. */
const PHONE_QUERY = "(max-width: 767px), (pointer: coarse)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** The bottom bar's height on phones: tooltips keep clear of it, and it stays above the overlay. */
const BOTTOM_BAR_CLEARANCE = 80;
const Z_INDEX = 100;
const FORM_DIALOG = '[role="dialog"]:has([data-tour="product-form"])';
/** A gold ring round the spotlight: on the dark theme's dark page the cut-out alone hardly shows. */
const SPOTLIGHT_RING = { className: "stroke-gold-400", strokeWidth: 3 };

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
}

/** The step's target: the first of its selectors with a visible match. */
function findTarget(step: TourStep): HTMLElement | null {
  for (const selector of step.targets) {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) if (isVisible(element)) return element;
  }
  return null;
}

/** A dialog of the page's own is open (closed ones may stay in the page, hidden). */
function dialogShowing(): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(isVisible);
}

function isPresent(step: TourStep): boolean {
  return step.targets.length === 0 || findTarget(step) !== null;
}

/** The route's own tours whose first target is on the page (the machine picks among them). */
function toursFound(path: string, variant: Variant): TourId[] {
  return routeToursFor(path).filter((id) => {
    const first = TOURS[variant][id].steps[0];
    return first !== undefined && isPresent(first);
  });
}

/** How far the sticky top bar (and the marketplace's phone search strip) reach down the screen. */
function stickyTop(): number {
  const header = document.querySelector("header");
  return header ? Math.ceil(header.getBoundingClientRect().height) : 0;
}

type TourActions = {
  dispatch: (event: TutorialEvent) => void;
  state: TutorialState;
  /** The tooltip's width: narrower inside the add-product dialog, which it must fit. */
  width: number;
};
const TourContext = createContext<TourActions | null>(null);

function useMachine(serverCompleted: boolean, variant: Variant) {
  const router = useRouter();
  const { call } = useServerActions();
  const pathname = usePathname();
  // Made once, on mount (a state initialiser, which React keeps; a memo it may drop): later
  // changes of path, width and flags arrive as events.
  const [initial] = useState(() =>
    initialTransition({
      path: pathname,
      variant,
      serverCompleted,
      flags: {
        completed: readStored("tutorialCompleted"),
        myShopCompleted: readStored("myShopTutorialCompleted"),
        ordersPending: readStored("ordersTutorialPending"),
        isNewUser: readStored("isNewUser"),
        progress: readStored("tutorialProgress"),
      },
    }),
  );
  const stateRef = useRef<TutorialState>(initial.state);
  const [state, setState] = useState<TutorialState>(initial.state);

  const perform = useCallback(
    (effects: Effect[]) => {
      for (const effect of runPageEffects(effects, router)) {
        if (effect.type === "clickOrdersTab") document.querySelector<HTMLElement>('[data-tour="orders-tab"]')?.click();
        else if (effect.type === "warnMissingTarget") console.warn(TUTORIAL_MESSAGES.targetMissing(effect.stepId));
        else if (effect.type === "markCompleteOnServer" || effect.type === "resetOnServer") {
          // Only logged: the local flags already say what happened on this device.
          void call(setOnboardingCompletedAction, { completed: effect.type === "markCompleteOnServer" }, "no answer").then((result) => {
            if (!result.ok) console.warn("Tutorial: the server did not record it.", result.message);
          });
        }
      }
    },
    [router, call],
  );

  const dispatch = useCallback(
    (event: TutorialEvent) => {
      const next = transition(stateRef.current, event);
      stateRef.current = next.state;
      setState(next.state);
      perform(next.effects);
    },
    [perform],
  );

  useEffect(() => perform(initial.effects), [initial, perform]);
  useEffect(() => dispatch({ type: "routeChanged", path: pathname }), [pathname, dispatch]);
  useEffect(() => dispatch({ type: "variantChanged", variant }), [variant, dispatch]);

  // Timers: each runs once per key; a key that disappears cancels its timer.
  const timerKeys = timersFor(state)
    .map((timer) => timer.key)
    .join("|");
  const running = useRef(new Map<string, number>());
  useEffect(() => {
    const wanted = new Map(timersFor(stateRef.current).map((timer) => [timer.key, timer]));
    for (const [key, handle] of running.current) {
      if (!wanted.has(key)) {
        window.clearTimeout(handle);
        running.current.delete(key);
      }
    }
    for (const [key, timer] of wanted) {
      if (running.current.has(key)) continue;
      running.current.set(
        key,
        window.setTimeout(() => {
          running.current.delete(key);
          dispatch(timerEvent(timer.kind, stateRef.current));
        }, timer.ms),
      );
    }
  }, [timerKeys, dispatch]);
  useEffect(() => {
    const handles = running.current;
    return () => handles.forEach((handle) => window.clearTimeout(handle));
  }, []);

  // Polls: the Orders tab after the my-shop tour, the add-product form on /myshop.
  const pollKeys = pollsFor(state)
    .map((poll) => `${poll.kind}:${poll.everyMs}`)
    .join("|");
  useEffect(() => {
    const handles = pollsFor(stateRef.current).map((poll) => window.setInterval(() => dispatch(pollEvent(poll.kind)), poll.everyMs));
    return () => handles.forEach((handle) => window.clearInterval(handle));
  }, [pollKeys, dispatch]);

  return { state, dispatch };
}

function timerEvent(kind: TimerKind, state: TutorialState): TutorialEvent {
  switch (kind) {
    case "newUserCheck":
      return { type: "newUserCheck", isNewUser: readStored("isNewUser") === "true" };
    case "settled":
      return { type: "settled" };
    case "startDue":
      return { type: "startDue", found: toursFound(state.path, state.variant), dialogOpen: dialogShowing() };
    case "ordersDue":
      return { type: "ordersDue" };
  }
}

function pollEvent(kind: PollKind): TutorialEvent {
  if (kind === "shopOffer") return { type: "shopOfferProbe", shown: document.querySelector('[data-tour="become-seller"]') !== null };
  if (kind === "ordersTab") {
    const tab = document.querySelector('[data-tour="orders-tab"]');
    return { type: "ordersTabProbe", exists: tab !== null, selected: tab?.getAttribute("aria-selected") === "true" };
  }
  const form = document.querySelector('[data-tour="product-form"]');
  return { type: "addProductProbe", visible: form !== null && isVisible(form) };
}

type TutorialTourProps = { serverCompleted: boolean; debug: boolean };

export function TutorialTour({ serverCompleted, debug }: TutorialTourProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const variant: Variant = phone ? "mobile" : "desktop";
  const { state, dispatch } = useMachine(serverCompleted, variant);
  const tour = state.tour ? TOURS[state.variant][state.tour] : null;
  const isRunning = state.phase === "running" && tour !== null;

  const steps = useMemo<Step[]>(
    () =>
      (tour?.steps ?? []).map((step) => ({
        id: step.id,
        target: step.targets.length === 0 ? "body" : () => findTarget(step),
        placement: step.targets.length === 0 ? "center" : (step.placement ?? "bottom"),
        title: step.title,
        content: step.body,
        targetWaitTimeout: step.waitMs ?? 1000,
        data: step,
        // One highlight per target. The bottom bar sits above the overlay, so the spotlight's ring
        // round a target in it would show only where it passes the bar, 10 px above it: a second,
        // offset outline over the bar's own ring (app/globals.css). There the spotlight has no
        // ring and no padding, its cut-out wholly under the bar.
        ...(step.inBottomBar ? { spotlightPadding: 0 } : { styles: { spotlight: SPOTLIGHT_RING } }),
      })),
    [tour],
  );

  // My shop's add-product form is in a dialog that keeps focus and clicks to itself: the tour
  // is drawn inside it there (on /add-product the form is the page and the tour is not).
  const dialog = state.tour === "addProduct" ? document.querySelector<HTMLElement>(FORM_DIALOG) : null;
  // Given as the element, not a selector: react-joyride removes a portal it looked up by
  // selector when it unmounts if that sits in <body>, as the dialog does.
  const portal = dialog ?? undefined;
  // The dialog (Radix) takes a press anywhere outside its own React tree for a press outside
  // the dialog, and closes: the tour is drawn inside its box but is another tree. Presses on
  // the tour stop at the dialog's box.
  useEffect(() => {
    if (!dialog) return;
    const keepInside = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(".react-joyride__floater, .react-joyride__overlay")) event.stopPropagation();
    };
    dialog.addEventListener("pointerdown", keepInside);
    return () => dialog.removeEventListener("pointerdown", keepInside);
  }, [dialog]);

  // The bottom bar stays above the overlay on phones (it is how one moves on), and focus goes
  // back to where it was when the tour ends.
  const focusBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!isRunning) return;
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.documentElement.dataset.tourRunning = "";
    return () => {
      delete document.documentElement.dataset.tourRunning;
      const lost = document.activeElement === document.body || document.activeElement === null;
      if (lost && focusBefore.current?.isConnected) focusBefore.current.focus({ preventScroll: true });
    };
  }, [isRunning]);

  // The step's element carries data-tour-target while it is shown: the bottom bar sits above the
  // overlay on phones, and so above the spotlight's ring, so it rings its own target
  // (app/globals.css).
  const currentStep = isRunning ? tour?.steps[state.index] : undefined;
  useEffect(() => {
    const element = currentStep && currentStep.targets.length > 0 ? findTarget(currentStep) : null;
    if (!element) return;
    element.dataset.tourTarget = "";
    return () => {
      delete element.dataset.tourTarget;
    };
  }, [currentStep]);

  const onEvent = useCallback(
    (data: EventData) => {
      if (data.type === EVENTS.TARGET_NOT_FOUND) dispatch({ type: "targetMissing", index: data.index });
      // Escape and a click on the overlay close the step through joyride; the buttons are ours.
      else if (data.type === EVENTS.STEP_AFTER && data.action === ACTIONS.CLOSE) dispatch({ type: "close" });
    },
    [dispatch],
  );

  // The panel's Start runs the tour the page would get: My shop's offer where there is no shop.
  const debugDispatch = useCallback(
    (event: TutorialEvent) => dispatch(event.type === "debugStart" ? { ...event, found: toursFound(state.path, state.variant) } : event),
    [dispatch, state.path, state.variant],
  );

  const width = dialog ? Math.min(TOOLTIP_WIDTH, dialog.clientWidth - 24) : TOOLTIP_WIDTH;
  const context = useMemo(() => ({ dispatch, state, width }), [dispatch, state, width]);
  const clearance = phone ? BOTTOM_BAR_CLEARANCE : 10;

  return (
    <TourContext.Provider value={context}>
      {tour ? (
        <Joyride
          key={`${state.tour}-${state.variant}`}
          run={isRunning}
          stepIndex={state.index}
          steps={steps}
          continuous
          scrollToFirstStep
          portalElement={portal}
          tooltipComponent={TourTooltip}
          arrowComponent={TourArrow}
          onEvent={onEvent}
          options={{
            // The spec's 20 px, counted below the sticky top bar so a target never hides under it.
            scrollOffset: SCROLL_OFFSET + (portal ? 0 : stickyTop()),
            scrollDuration: reducedMotion ? 0 : SCROLL_DURATION_MS,
            spotlightPadding: SPOTLIGHT_PADDING,
            spotlightRadius: 12,
            width: TOOLTIP_WIDTH,
            skipBeacon: true,
            overlayClickAction: "close",
            dismissKeyAction: "close",
            overlayColor: "rgba(2, 6, 23, 0.6)",
            // The dialog's own backdrop already sets the form apart from the page.
            hideOverlay: dialog !== null,
            zIndex: Z_INDEX,
          }}
          floatingOptions={{
            // In the dialog the targets sit in a fixed box, for which react-joyride picks fixed
            // positioning; the dialog is transformed, so the tooltip is placed within it instead.
            ...(dialog ? { strategy: "absolute" as const } : {}),
            flipOptions: { padding: { top: 10, left: 10, right: 10, bottom: clearance } },
            shiftOptions: { padding: { top: 10, left: 10, right: 10, bottom: clearance } },
          }}
        />
      ) : null}
      {debug ? <DebugPanel state={state} dispatch={debugDispatch} /> : null}
    </TourContext.Provider>
  );
}

const ARROW_POINTS: Record<string, (base: number, size: number) => string> = {
  top: (base, size) => `0,0 ${base / 2},${size} ${base},0`,
  bottom: (base, size) => `${base},${size} ${base / 2},0 0,${size}`,
  left: (base, size) => `0,0 ${size},${base / 2} 0,${base}`,
  right: (base, size) => `${size},${base} ${size},0 0,${base / 2}`,
};

/** The tooltip's arrow in the tooltip's own colour, whichever the theme. */
function TourArrow({ base, placement, size }: ArrowRenderProps) {
  const side = placement.split("-")[0] ?? "bottom";
  const across = side === "top" || side === "bottom";
  return (
    <svg width={across ? base : size} height={across ? size : base} aria-hidden="true" className="block fill-white dark:fill-slate-900">
      <polygon points={ARROW_POINTS[side]?.(base, size)} />
    </svg>
  );
}

/**
 * Back, Close, Next or Finish, Skip Tutorial and the progress (the spec's screens), in the site's
 * colours with the gold accent. A later step whose target is not on the page does not count:
 * the last step that is here says Finish and the progress counts only what will be shown.
 */
function TourTooltip({ index, step, tooltipProps, primaryProps }: TooltipRenderProps) {
  const tour = useContext(TourContext);
  if (!tour || !tour.state.tour) return null;
  const { dispatch, state, width } = tour;
  const definition = TOURS[state.variant][state.tour!];
  const present = definition.steps.map((s, i) => i === index || isPresent(s));
  const total = present.filter(Boolean).length;
  const current = present.slice(0, index + 1).filter(Boolean).length;
  const lastHere = !present.slice(index + 1).some(Boolean);
  const moving = lastHere && definition.continueTo !== undefined;
  const finishing = lastHere && !moving;
  const titleId = `tour-title-${step.id ?? index}`;
  const bodyId = `tour-body-${step.id ?? index}`;

  return (
    <div
      {...tooltipProps}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="tour-tooltip"
      className="relative max-h-[calc(100dvh-7rem)] max-w-[calc(100vw-20px)] overflow-y-auto rounded-2xl border border-slate-200 bg-white text-left text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      style={{ width }}
    >
      <div aria-hidden="true" className="h-1.5 bg-gold-400" />
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-gold-400">{TOUR_BUTTONS.progress(current, total)}</p>
            <h2 id={titleId} className="mt-1 text-lg leading-snug font-bold">
              {step.title}
            </h2>
          </div>
          <button
            type="button"
            data-action="close"
            aria-label={TOUR_BUTTONS.close}
            title={TOUR_BUTTONS.close}
            onClick={() => dispatch({ type: "close" })}
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
        <p id={bodyId} className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {step.content}
        </p>
        <div aria-hidden="true" className="flex gap-1">
          {present.map((here, i) =>
            here ? <span key={i} className={`h-1.5 flex-1 rounded-full ${i <= index ? "bg-gold-500 dark:bg-gold-400" : "bg-slate-200 dark:bg-slate-700"}`} /> : null,
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <button
            type="button"
            data-action="skip"
            onClick={() => dispatch({ type: "skip" })}
            className="mr-auto rounded-md px-1 py-2 text-sm font-medium text-slate-600 underline-offset-4 hover:underline dark:text-slate-300"
          >
            {TOUR_BUTTONS.skip}
          </button>
          {index > 0 ? (
            <button
              type="button"
              data-action="back"
              onClick={() => dispatch({ type: "back" })}
              className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {TOUR_BUTTONS.back}
            </button>
          ) : null}
          <button
            type="button"
            data-action={primaryProps["data-action"]}
            onClick={() => dispatch(finishing ? { type: "finish" } : { type: "next" })}
            className="inline-flex h-10 items-center rounded-lg bg-gold-400 px-5 text-sm font-bold text-slate-950 hover:bg-gold-500"
          >
            {finishing ? TOUR_BUTTONS.finish : TOUR_BUTTONS.next}
          </button>
        </div>
      </div>
    </div>
  );
}
