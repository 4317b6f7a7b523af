import { routeToursFor, TOURS, type TourId, type Variant } from "./tours";
import { ADD_PRODUCT_POLL_MS, NEW_USER_CHECK_MS, ORDERS_TAB_POLL_MS, ORDERS_TOUR_RESTART_MS, ROUTE_SETTLE_MS, SHOP_OFFER_POLL_MS, START_DELAY_MS } from "./timings";
import { HOME_PATH, type Effect } from "./effects";

export * from "./timings";
export { restartEffects, type Effect, type FlagWrites } from "./effects";

// The tutorial of the spec's states, "Tutorial", as a pure state machine: transition(state,
// event) gives the next state and the effects to carry out, described as data (write these
// flags, go to this page, click the Orders tab, tell the server). The timers and polls a
// state needs are read from it (timerFor, pollsFor). components/onboarding/tutorial-tour.tsx
// renders it with react-joyride and is the only place anything actually happens.

export type Phase =
  /** Not active (completed), or stopped from the debug panel until the next route change. */
  | "off"
  /** A route change reset the tour; waiting ROUTE_SETTLE_MS. */
  | "settling"
  /** Waiting START_DELAY_MS before the route's tour starts. */
  | "starting"
  | "running"
  /** No tour on this page (closed, or moving on to the next page); the next route change starts again. */
  | "idle"
  /** The My shop tour is done and the Orders tab was clicked: polling until it is selected. */
  | "awaitingOrdersTab"
  /** The Orders tab is selected: the orders tour starts after ORDERS_TOUR_RESTART_MS. */
  | "startingOrders";

export type Progress = { tour: TourId; index: number };

export type TutorialState = {
  /** Spec: active while not completed. */
  active: boolean;
  phase: Phase;
  path: string;
  variant: Variant;
  tour: TourId | null;
  index: number;
  /** The direction of travel, for skipping a step whose target is missing. */
  direction: 1 | -1;
  myShopCompleted: boolean;
  ordersPending: boolean;
  /** The one new-user check after the tutorial mounts is still to come. */
  newUserCheckDue: boolean;
  /** The add-product sub-tour has run on this visit to the page. */
  addProductShown: boolean;
  /** The tour the add-product sub-tour interrupted, to go back to when it ends. */
  interrupted: Progress | null;
  /**
   * My shop offered this student to open a shop (the become-seller tour started on this visit):
   * once the offer gives way to the dashboard, the page's tour starts over.
   */
  awaitingShop: boolean;
  /** Saved progress ("tutorial progress" key): the route's tour resumes at this step. */
  resume: Progress | null;
  /** Bumped on entering each timed phase, so a renderer restarts its timer even when the phase repeats. */
  epoch: number;
};

/** The local-storage flags as read at mount (the spec's entities). */
export type StoredFlags = {
  /** The raw "tutorial completed" value: completed only when it is the text true. */
  completed: string | null;
  myShopCompleted: string | null;
  ordersPending: string | null;
  isNewUser: string | null;
  progress: string | null;
};

export type TutorialEvent =
  | { type: "newUserCheck"; isNewUser: boolean }
  | { type: "routeChanged"; path: string }
  | { type: "variantChanged"; variant: Variant }
  | { type: "settled" }
  /**
   * The start delay is over. `found`: the route's own tours (routeToursFor) whose first target
   * is on the page; `dialogOpen`: a dialog of the page's own (My shop's terms, opened by
   * themselves on a first visit) is in the way, and the start waits another START_DELAY_MS.
   */
  | { type: "startDue"; found: readonly TourId[]; dialogOpen?: boolean }
  | { type: "next" }
  | { type: "back" }
  | { type: "finish" }
  | { type: "skip" }
  /** Close button, Escape or a click on the overlay. */
  | { type: "close" }
  | { type: "targetMissing"; index: number }
  | { type: "ordersTabProbe"; exists: boolean; selected: boolean }
  | { type: "ordersDue" }
  | { type: "addProductProbe"; visible: boolean }
  /** Whether My shop still shows the offer to open a shop (gone once the student registered). */
  | { type: "shopOfferProbe"; shown: boolean }
  /** `found` as for startDue: the debug panel's Start picks the tour the page would. */
  | { type: "debugStart"; found?: readonly TourId[] }
  | { type: "debugStop" }
  | { type: "debugToggleOrders" }
  | { type: "debugStep"; delta: 1 | -1 }
  | { type: "debugReset" };

export type Transition = { state: TutorialState; effects: Effect[] };

const MY_SHOP = "/myshop";
const HOME: string = HOME_PATH;
/** Spec: a new user anywhere but these is sent to /home. */
const NEW_USER_PAGES = new Set([HOME, "/complete-profile"]);

/** Spec: "treated as not completed unless the completed flag equals the text true". */
export function isCompletedFlag(value: string | null): boolean {
  return value === "true";
}

function parseProgress(raw: string | null): Progress | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Progress>;
    const tours = Object.keys(TOURS.desktop);
    if (typeof value.tour === "string" && tours.includes(value.tour) && Number.isInteger(value.index) && (value.index as number) >= 0) {
      return { tour: value.tour as TourId, index: value.index as number };
    }
  } catch {
    // A damaged value is no progress.
  }
  return null;
}

export function stepCount(state: Pick<TutorialState, "variant" | "tour">): number {
  return state.tour ? TOURS[state.variant][state.tour].steps.length : 0;
}

/**
 * The state at mount. A profile marked completed on the server (another device finished the
 * tutorial) counts as completed here too. It is not copied into the local flag: a layout the
 * router kept from before a restart may still say completed.
 */
export function initialTransition(input: { path: string; variant: Variant; flags: StoredFlags; serverCompleted: boolean }): Transition {
  const { path, variant, flags, serverCompleted } = input;
  const completed = serverCompleted || isCompletedFlag(flags.completed);
  const state: TutorialState = {
    active: !completed,
    phase: completed ? "off" : "settling",
    path,
    variant,
    tour: null,
    index: 0,
    direction: 1,
    myShopCompleted: isCompletedFlag(flags.myShopCompleted),
    ordersPending: isCompletedFlag(flags.ordersPending),
    newUserCheckDue: !completed,
    addProductShown: false,
    interrupted: null,
    awaitingShop: false,
    resume: parseProgress(flags.progress),
    epoch: 1,
  };
  return { state, effects: [] };
}

const same = (state: TutorialState): Transition => ({ state, effects: [] });

function progressWrite(tour: TourId, index: number): Effect {
  return { type: "persist", flags: { tutorialProgress: JSON.stringify({ tour, index }) } };
}

function run(state: TutorialState, tour: TourId, index: number, extra: Effect[] = []): Transition {
  return {
    state: { ...state, phase: "running", tour, index, direction: 1, resume: null },
    effects: [...extra, progressWrite(tour, index)],
  };
}

/** Spec: marks the whole tutorial complete, clears the other flags and the new-user flag, turns the tour off. */
function completeAll(state: TutorialState): Transition {
  return {
    state: { ...state, active: false, phase: "off", tour: null, index: 0, myShopCompleted: false, ordersPending: false, newUserCheckDue: false, interrupted: null, awaitingShop: false, resume: null },
    effects: [
      {
        type: "persist",
        flags: { tutorialCompleted: "true", myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null, isNewUser: null },
      },
      { type: "markCompleteOnServer" },
    ],
  };
}

/** Spec: on /myshop, the my-shop tour is done, orders are pending, the Orders tab is clicked and watched. */
function handOffToOrders(state: TutorialState): Transition {
  return {
    state: { ...state, phase: "awaitingOrdersTab", tour: null, index: 0, myShopCompleted: true, ordersPending: true, interrupted: null, epoch: state.epoch + 1 },
    effects: [
      { type: "persist", flags: { myShopTutorialCompleted: "true", ordersTutorialPending: "true", tutorialProgress: null } },
      { type: "clickOrdersTab" },
    ],
  };
}

/**
 * The add-product sub-tour is over. What it interrupted comes back once the form has closed
 * (its dialog keeps clicks and focus to itself while open); with nothing interrupted, no tour
 * until the next page.
 */
function endSubTour(state: TutorialState, formOpen: boolean): Transition {
  if (state.interrupted && !formOpen) return run({ ...state, interrupted: null }, state.interrupted.tour, state.interrupted.index);
  return { state: { ...state, phase: "idle", tour: null, index: 0 }, effects: [] };
}

/**
 * The current tour ends by its last Next (`finish`) or by Skip Tutorial (`skip`). Home and
 * the marketplace move on to the next page; on /myshop the orders tour is next; finishing
 * the orders tour, or anything else, completes the tutorial (spec, "Tutorial").
 */
function endTour(state: TutorialState, how: "finish" | "skip"): Transition {
  const tour = state.tour;
  if (!tour) return same(state);
  const continueTo = TOURS[state.variant][tour].continueTo;
  if (how === "finish" && continueTo) {
    return { state: { ...state, phase: "idle", tour: null, index: 0 }, effects: [{ type: "persist", flags: { tutorialProgress: null } }, { type: "navigate", to: continueTo }] };
  }
  // A student without a shop has no orders to tour: the tutorial ends here, whether or not they
  // opened a shop (docs/decisions/tutorial-progress.md). Registering during the tour instead
  // starts the page over with the dashboard's tour (onShopOfferProbe).
  if (tour === "orders" || tour === "becomeSeller") return completeAll(state);
  // The add-product sub-tour is help for the open form: finishing it goes back to what it
  // interrupted. Skip Tutorial follows the page's rule like any other tour.
  if (tour === "addProduct" && how === "finish") return endSubTour(state, true);
  if (state.path === MY_SHOP) return handOffToOrders(state);
  return completeAll(state);
}

function moveTo(state: TutorialState, index: number, direction: 1 | -1): Transition {
  return { state: { ...state, index, direction }, effects: state.tour ? [progressWrite(state.tour, index)] : [] };
}

function onRouteChanged(state: TutorialState, path: string): Transition {
  if (path === state.path) return same(state);
  const effects: Effect[] = [];
  let next: TutorialState = { ...state, path, tour: null, index: 0, direction: 1, addProductShown: false, interrupted: null, awaitingShop: false };
  // Spec: leaving /myshop clears the orders-pending flag.
  if (state.path === MY_SHOP && path !== MY_SHOP && state.ordersPending) {
    next = { ...next, ordersPending: false };
    effects.push({ type: "persist", flags: { ordersTutorialPending: null } });
  }
  if (!state.active) return { state: { ...next, phase: "off" }, effects };
  return { state: { ...next, phase: "settling", epoch: state.epoch + 1 }, effects };
}

/** The first of the route's own tours whose first target is on the page, or the generic tour. */
function pageTour(path: string, found: readonly TourId[]): TourId {
  return routeToursFor(path).find((tour) => found.includes(tour)) ?? "generic";
}

/** Runs `tour` from `index`, noting that My shop is offering to open a shop when it is that tour. */
function runPageTour(state: TutorialState, tour: TourId, index: number): Transition {
  return run({ ...state, awaitingShop: tour === "becomeSeller" }, tour, index);
}

function onStartDue(state: TutorialState, found: readonly TourId[], dialogOpen: boolean): Transition {
  if (state.phase !== "starting") return same(state);
  if (dialogOpen) return same({ ...state, epoch: state.epoch + 1 });
  // Back on My shop with the my-shop tour already seen: straight on to the orders tour.
  if (state.path === MY_SHOP && (state.ordersPending || state.myShopCompleted)) return handOffToOrders(state);
  const tour = pageTour(state.path, found);
  const resumeAt = state.resume?.tour === tour && state.resume.index < TOURS[state.variant][tour].steps.length ? state.resume.index : 0;
  return runPageTour(state, tour, resumeAt);
}

/**
 * The student registered as a seller from My shop's offer, with the tutorial still going (the
 * offer's tour running or closed, not finished): the dashboard that replaced the offer gets
 * the page's tour from the top, as on a seller's first visit (its terms dialog first).
 */
function onShopOfferProbe(state: TutorialState, shown: boolean): Transition {
  if (shown || !state.awaitingShop || !state.active) return same(state);
  return {
    state: { ...state, phase: "settling", tour: null, index: 0, direction: 1, awaitingShop: false, resume: null, epoch: state.epoch + 1 },
    effects: [{ type: "persist", flags: { tutorialProgress: null } }],
  };
}

function onTargetMissing(state: TutorialState, index: number): Transition {
  if (state.phase !== "running" || !state.tour || index !== state.index) return same(state);
  const step = TOURS[state.variant][state.tour].steps[index];
  const warn: Effect = { type: "warnMissingTarget", tour: state.tour, stepId: step?.id ?? String(index) };
  let direction = state.direction;
  let target = index + direction;
  // Nothing before the first step: travel forward instead.
  if (target < 0) {
    direction = 1;
    target = index + 1;
  }
  if (target >= stepCount(state)) {
    const ended = endTour(state, "finish");
    return { state: ended.state, effects: [warn, ...ended.effects] };
  }
  const moved = moveTo(state, target, direction);
  return { state: moved.state, effects: [warn, ...moved.effects] };
}

function onAddProductProbe(state: TutorialState, visible: boolean): Transition {
  if (!state.active || state.path !== MY_SHOP) return same(state);
  if (!visible) {
    // The form closed under its own tour (that tour has nothing left to point at), or after it.
    if (state.phase === "running" && state.tour === "addProduct") return endSubTour(state, false);
    if (state.phase === "idle" && state.interrupted) return endSubTour(state, false);
    return same(state);
  }
  if (state.addProductShown || state.phase === "awaitingOrdersTab" || state.phase === "startingOrders") return same(state);
  const interrupted = state.phase === "running" && state.tour && state.tour !== "addProduct" ? { tour: state.tour, index: state.index } : null;
  return run({ ...state, addProductShown: true, interrupted }, "addProduct", 0);
}

function onOrdersTabProbe(state: TutorialState, exists: boolean, selected: boolean): Transition {
  if (state.phase !== "awaitingOrdersTab") return same(state);
  if (selected) return { state: { ...state, phase: "startingOrders", epoch: state.epoch + 1 }, effects: [] };
  // No Orders tab: the account has no shop yet (My shop offers to open one), so there is no
  // orders tour to give, and the tutorial is over.
  if (!exists) return completeAll(state);
  return same(state);
}

function onNewUserCheck(state: TutorialState, isNewUser: boolean): Transition {
  if (!state.newUserCheckDue) return same(state);
  const checked = { ...state, newUserCheckDue: false };
  if (!isNewUser || !state.active) return same(checked);
  // Spec: the new-user flag is cleared when the tutorial starts; a new user elsewhere goes home.
  const effects: Effect[] = [{ type: "persist", flags: { isNewUser: null } }];
  if (!NEW_USER_PAGES.has(state.path)) effects.push({ type: "navigate", to: HOME });
  return { state: checked, effects };
}

function onDebugReset(state: TutorialState): Transition {
  return {
    state: {
      ...state,
      active: true,
      phase: "settling",
      tour: null,
      index: 0,
      direction: 1,
      myShopCompleted: false,
      ordersPending: false,
      addProductShown: false,
      interrupted: null,
      awaitingShop: false,
      resume: null,
      epoch: state.epoch + 1,
    },
    effects: [
      { type: "persist", flags: { tutorialCompleted: null, myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null } },
      { type: "resetOnServer" },
    ],
  };
}

export function transition(state: TutorialState, event: TutorialEvent): Transition {
  switch (event.type) {
    case "newUserCheck":
      return onNewUserCheck(state, event.isNewUser);
    case "routeChanged":
      return onRouteChanged(state, event.path);
    case "variantChanged":
      if (event.variant === state.variant) return same(state);
      // A step index means nothing in the other variant's tour: start the page over.
      if (state.phase === "running") return { state: { ...state, variant: event.variant, phase: "settling", tour: null, index: 0, interrupted: null, epoch: state.epoch + 1 }, effects: [] };
      return same({ ...state, variant: event.variant });
    case "settled":
      return state.phase === "settling" ? same({ ...state, phase: "starting", epoch: state.epoch + 1 }) : same(state);
    case "startDue":
      return onStartDue(state, event.found, event.dialogOpen ?? false);
    case "next":
      if (state.phase !== "running") return same(state);
      return state.index + 1 < stepCount(state) ? moveTo(state, state.index + 1, 1) : endTour(state, "finish");
    case "back":
      if (state.phase !== "running" || state.index === 0) return same(state);
      return moveTo(state, state.index - 1, -1);
    case "finish":
      return state.phase === "running" ? endTour(state, "finish") : same(state);
    case "skip":
      return state.phase === "running" ? endTour(state, "skip") : same(state);
    case "close":
      if (state.phase !== "running") return same(state);
      if (state.tour === "addProduct") return endSubTour(state, true);
      return same({ ...state, phase: "idle", tour: null, index: 0 });
    case "targetMissing":
      return onTargetMissing(state, event.index);
    case "ordersTabProbe":
      return onOrdersTabProbe(state, event.exists, event.selected);
    case "ordersDue":
      return state.phase === "startingOrders" ? run(state, "orders", 0) : same(state);
    case "addProductProbe":
      return onAddProductProbe(state, event.visible);
    case "shopOfferProbe":
      return onShopOfferProbe(state, event.shown);
    case "debugStart":
      return runPageTour({ ...state, active: true, interrupted: null }, pageTour(state.path, event.found ?? routeToursFor(state.path)), 0);
    case "debugStop":
      return same({ ...state, phase: state.active ? "idle" : "off", tour: null, index: 0, interrupted: null });
    case "debugToggleOrders":
      if (state.phase === "running" && state.tour === "orders") return same({ ...state, phase: "idle", tour: null, index: 0 });
      return run({ ...state, active: true, interrupted: null }, "orders", 0, [{ type: "clickOrdersTab" }]);
    case "debugStep": {
      if (state.phase !== "running") return same(state);
      const index = Math.min(Math.max(state.index + event.delta, 0), stepCount(state) - 1);
      return index === state.index ? same(state) : moveTo(state, index, event.delta);
    }
    case "debugReset":
      return onDebugReset(state);
  }
}

export type TimerKind = "newUserCheck" | "settled" | "startDue" | "ordersDue";
export type Timer = { kind: TimerKind; ms: number; key: string };

/** The timers a state is waiting on; `key` changes whenever a timer must start afresh. */
export function timersFor(state: TutorialState): Timer[] {
  const timers: Timer[] = [];
  if (state.newUserCheckDue) timers.push({ kind: "newUserCheck", ms: NEW_USER_CHECK_MS, key: "newUserCheck" });
  const phaseTimer: Partial<Record<Phase, [TimerKind, number]>> = {
    settling: ["settled", ROUTE_SETTLE_MS],
    starting: ["startDue", START_DELAY_MS],
    startingOrders: ["ordersDue", ORDERS_TOUR_RESTART_MS],
  };
  const timer = phaseTimer[state.phase];
  if (timer) timers.push({ kind: timer[0], ms: timer[1], key: `${timer[0]}:${state.epoch}` });
  return timers;
}

export type PollKind = "ordersTab" | "addProductForm" | "shopOffer";
export type Poll = { kind: PollKind; everyMs: number };

/**
 * What the page is watched for, and how often (spec: the Orders tab every 500 ms, the
 * add-product form every 1 s on /myshop; ours: My shop's offer to open a shop, while its tour is on).
 */
export function pollsFor(state: TutorialState): Poll[] {
  const polls: Poll[] = [];
  if (state.phase === "awaitingOrdersTab") polls.push({ kind: "ordersTab", everyMs: ORDERS_TAB_POLL_MS });
  if (state.active && state.path === MY_SHOP && state.phase !== "off") polls.push({ kind: "addProductForm", everyMs: ADD_PRODUCT_POLL_MS });
  if (state.active && state.awaitingShop) polls.push({ kind: "shopOffer", everyMs: SHOP_OFFER_POLL_MS });
  return polls;
}
