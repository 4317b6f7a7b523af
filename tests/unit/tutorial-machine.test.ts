import {
  ADD_PRODUCT_POLL_MS,
  initialTransition,
  isCompletedFlag,
  NEW_USER_CHECK_MS,
  ORDERS_TAB_POLL_MS,
  ORDERS_TOUR_RESTART_MS,
  pollsFor,
  restartEffects,
  RESTART_RELOAD_MS,
  ROUTE_SETTLE_MS,
  SCROLL_DURATION_MS,
  SHOP_OFFER_POLL_MS,
  SCROLL_OFFSET,
  SPOTLIGHT_PADDING,
  START_DELAY_MS,
  stepCount,
  timersFor,
  TOOLTIP_WIDTH,
  transition,
  type Effect,
  type StoredFlags,
  type TutorialEvent,
  type TutorialState,
} from "@/lib/onboarding/tutorial-machine";
import { routeToursFor, TOURS, type TourId } from "@/lib/onboarding/tours";
import { TUTORIAL_MESSAGES } from "@/lib/messages/tutorial";

/** A start where every tour's first target is on the page: the route's first own tour runs. */
const EVERY_TOUR = Object.keys(TOURS.desktop) as TourId[];

const NO_FLAGS: StoredFlags = { completed: null, myShopCompleted: null, ordersPending: null, isNewUser: null, progress: null };

function mount(path = "/home", flags: Partial<StoredFlags> = {}, serverCompleted = false, variant: "desktop" | "mobile" = "desktop") {
  return initialTransition({ path, variant, flags: { ...NO_FLAGS, ...flags }, serverCompleted });
}

/** Runs events in order from a state; returns the last state and every effect on the way. */
function play(state: TutorialState, ...events: TutorialEvent[]) {
  const effects: Effect[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/** A state with `tour` running at `index` on `path`. */
function running(tour: TourId, path: string, index = 0, extra: Partial<TutorialState> = {}): TutorialState {
  const { state } = mount(path);
  return { ...state, phase: "running", tour, index, newUserCheckDue: false, ...extra };
}

const persisted = (effects: Effect[]) => Object.assign({}, ...effects.flatMap((e) => (e.type === "persist" ? [e.flags] : [])));
const COMPLETION_WRITES = { tutorialCompleted: "true", myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null, isNewUser: null };

describe("the tutorial's timings", () => {
  it("are the spec's numbers", () => {
    expect({ NEW_USER_CHECK_MS, ROUTE_SETTLE_MS, START_DELAY_MS, ORDERS_TAB_POLL_MS, ADD_PRODUCT_POLL_MS, ORDERS_TOUR_RESTART_MS, RESTART_RELOAD_MS }).toEqual({
      NEW_USER_CHECK_MS: 1000,
      ROUTE_SETTLE_MS: 1000,
      START_DELAY_MS: 1500,
      ORDERS_TAB_POLL_MS: 500,
      ADD_PRODUCT_POLL_MS: 1000,
      ORDERS_TOUR_RESTART_MS: 300,
      RESTART_RELOAD_MS: 500,
    });
  });

  it("the tour defaults are the spec's: scroll offset 20, scroll 300 ms, spotlight padding 10, tooltip 380 wide", () => {
    expect({ SCROLL_OFFSET, SCROLL_DURATION_MS, SPOTLIGHT_PADDING, TOOLTIP_WIDTH }).toEqual({ SCROLL_OFFSET: 20, SCROLL_DURATION_MS: 300, SPOTLIGHT_PADDING: 10, TOOLTIP_WIDTH: 380 });
  });

  it("the new-user check comes NEW_USER_CHECK_MS after mount, and the settle wait ROUTE_SETTLE_MS", () => {
    const { state } = mount();
    expect(timersFor(state)).toEqual([
      { kind: "newUserCheck", ms: 1000, key: "newUserCheck" },
      { kind: "settled", ms: 1000, key: "settled:1" },
    ]);
  });

  it("the start waits START_DELAY_MS after settling, and the orders tour ORDERS_TOUR_RESTART_MS after its tab is selected", () => {
    const settled = play(mount().state, { type: "newUserCheck", isNewUser: false }, { type: "settled" }).state;
    expect(timersFor(settled)).toEqual([{ kind: "startDue", ms: 1500, key: "startDue:2" }]);
    const selected = play(running("myshop", "/myshop", 4), { type: "next" }, { type: "ordersTabProbe", exists: true, selected: true }).state;
    expect(timersFor(selected)).toEqual([{ kind: "ordersDue", ms: 300, key: `ordersDue:${selected.epoch}` }]);
  });

  it("a running tour waits on no timer", () => {
    expect(timersFor(running("home", "/home"))).toEqual([]);
  });

  it("the Orders tab is polled every ORDERS_TAB_POLL_MS while awaited, the add-product form every ADD_PRODUCT_POLL_MS on /myshop", () => {
    const awaiting = play(running("myshop", "/myshop", 4), { type: "next" }).state;
    expect(pollsFor(awaiting)).toEqual([
      { kind: "ordersTab", everyMs: 500 },
      { kind: "addProductForm", everyMs: 1000 },
    ]);
    expect(pollsFor(running("marketplace", "/studentmarketplace"))).toEqual([]);
    expect(pollsFor({ ...running("myshop", "/myshop"), active: false, phase: "off" })).toEqual([]);
  });
});

describe("the completed flag", () => {
  it("counts only when it is the text true", () => {
    expect(isCompletedFlag("true")).toBe(true);
    for (const value of [null, "", "false", "TRUE", "1", "yes", " true"]) expect(isCompletedFlag(value)).toBe(false);
  });

  it("anything but true leaves the tutorial active, settling towards its first tour", () => {
    for (const completed of [null, "false", "yes"]) {
      const { state, effects } = mount("/home", { completed });
      expect(state).toMatchObject({ active: true, phase: "settling", newUserCheckDue: true });
      expect(effects).toEqual([]);
    }
  });

  it("true turns the tutorial off from the start", () => {
    const { state } = mount("/home", { completed: "true" });
    expect(state).toMatchObject({ active: false, phase: "off", newUserCheckDue: false });
    expect(timersFor(state)).toEqual([]);
    expect(pollsFor(state)).toEqual([]);
  });

  it("a profile completed on the server (another device) turns it off, without writing the local flag", () => {
    const { state, effects } = mount("/home", {}, true);
    expect(state).toMatchObject({ active: false, phase: "off" });
    expect(effects).toEqual([]);
  });

  it("reads the my-shop and orders-pending flags the same way", () => {
    expect(mount("/myshop", { myShopCompleted: "true", ordersPending: "true" }).state).toMatchObject({ myShopCompleted: true, ordersPending: true });
    expect(mount("/myshop", { myShopCompleted: "1", ordersPending: "no" }).state).toMatchObject({ myShopCompleted: false, ordersPending: false });
  });
});

describe("a new user", () => {
  it("has the new-user flag cleared when the tutorial starts, staying on /home", () => {
    const { state, effects } = play(mount("/home").state, { type: "newUserCheck", isNewUser: true });
    expect(state.newUserCheckDue).toBe(false);
    expect(effects).toEqual([{ type: "persist", flags: { isNewUser: null } }]);
  });

  it("anywhere but /home or /complete-profile is sent to /home", () => {
    expect(play(mount("/profile").state, { type: "newUserCheck", isNewUser: true }).effects).toContainEqual({ type: "navigate", to: "/home" });
    expect(play(mount("/").state, { type: "newUserCheck", isNewUser: true }).effects).toContainEqual({ type: "navigate", to: "/home" });
    expect(play(mount("/complete-profile").state, { type: "newUserCheck", isNewUser: true }).effects).not.toContainEqual({ type: "navigate", to: "/home" });
  });

  it("is checked once only", () => {
    const once = play(mount("/profile").state, { type: "newUserCheck", isNewUser: true }).state;
    expect(transition(once, { type: "newUserCheck", isNewUser: true }).effects).toEqual([]);
  });

  it("with no new-user flag stays where they are and nothing is written", () => {
    const { state, effects } = play(mount("/profile").state, { type: "newUserCheck", isNewUser: false });
    expect(effects).toEqual([]);
    expect(state.newUserCheckDue).toBe(false);
  });

  it("whose tutorial is completed is neither moved nor has the flag cleared (it starts only if not completed)", () => {
    const off = mount("/profile", { completed: "true" }).state;
    expect(transition({ ...off, newUserCheckDue: true }, { type: "newUserCheck", isNewUser: true }).effects).toEqual([]);
  });
});

describe("a route change", () => {
  it("resets the running tour and waits to settle", () => {
    const { state, effects } = play(running("home", "/home", 2), { type: "routeChanged", path: "/studentmarketplace" });
    expect(state).toMatchObject({ phase: "settling", tour: null, index: 0, path: "/studentmarketplace" });
    expect(effects).toEqual([]);
    expect(timersFor(state)).toContainEqual(expect.objectContaining({ kind: "settled", ms: ROUTE_SETTLE_MS }));
  });

  it("to the same path changes nothing", () => {
    const state = running("home", "/home", 2);
    expect(transition(state, { type: "routeChanged", path: "/home" })).toEqual({ state, effects: [] });
  });

  it("restarts the settle timer even when the last one was also settling", () => {
    const first = mount("/home").state;
    const second = play(first, { type: "routeChanged", path: "/cart" }).state;
    expect(timersFor(second).find((t) => t.kind === "settled")!.key).not.toBe(timersFor(first).find((t) => t.kind === "settled")!.key);
  });

  it("away from /myshop clears the orders-pending flag", () => {
    const awaiting = play(running("myshop", "/myshop", 4), { type: "next" }).state;
    const { state, effects } = play(awaiting, { type: "routeChanged", path: "/home" });
    expect(state.ordersPending).toBe(false);
    expect(effects).toEqual([{ type: "persist", flags: { ordersTutorialPending: null } }]);
  });

  it("leaves a completed tutorial off, still clearing a stale orders-pending flag", () => {
    const off = { ...mount("/myshop", { completed: "true", ordersPending: "true" }).state };
    const { state, effects } = play(off, { type: "routeChanged", path: "/home" });
    expect(state.phase).toBe("off");
    expect(effects).toEqual([{ type: "persist", flags: { ordersTutorialPending: null } }]);
  });

  it("settling moves to starting; a stray settled event elsewhere is ignored", () => {
    expect(play(mount().state, { type: "settled" }).state.phase).toBe("starting");
    const state = running("home", "/home");
    expect(transition(state, { type: "settled" }).state).toBe(state);
  });
});

describe("starting a route's tour", () => {
  const startingOn = (path: string, flags: Partial<StoredFlags> = {}, variant: "desktop" | "mobile" = "desktop") => play(mount(path, flags, false, variant).state, { type: "settled" }).state;

  it.each([
    ["/home", "home"],
    ["/", "home"],
    ["/studentmarketplace", "marketplace"],
    ["/myshop", "myshop"],
    ["/add-product", "addProduct"],
  ] as const)("on %s, with its target found, runs the %s tour from its first step and saves the progress", (path, tour) => {
    const { state, effects } = play(startingOn(path), { type: "startDue", found: EVERY_TOUR });
    expect(state).toMatchObject({ phase: "running", tour, index: 0 });
    expect(effects).toEqual([{ type: "persist", flags: { tutorialProgress: JSON.stringify({ tour, index: 0 }) } }]);
  });

  it("without its target found, falls back to the generic tour", () => {
    expect(play(startingOn("/myshop"), { type: "startDue", found: [] }).state).toMatchObject({ phase: "running", tour: "generic" });
  });

  it("on any other route runs the generic three-step tour", () => {
    expect(routeToursFor("/cart")).toEqual([]);
    const { state } = play(startingOn("/cart"), { type: "startDue", found: EVERY_TOUR });
    expect(state.tour).toBe("generic");
    expect(stepCount(state)).toBe(3);
  });

  it("resumes the saved progress of the same tour", () => {
    const progress = JSON.stringify({ tour: "marketplace", index: 2 });
    expect(play(startingOn("/studentmarketplace", { progress }), { type: "startDue", found: EVERY_TOUR }).state).toMatchObject({ tour: "marketplace", index: 2 });
    expect(play(startingOn("/home", { progress }), { type: "startDue", found: EVERY_TOUR }).state).toMatchObject({ tour: "home", index: 0 });
  });

  it("ignores damaged or out-of-range saved progress", () => {
    for (const progress of ["{", JSON.stringify({ tour: "nope", index: 1 }), JSON.stringify({ tour: "home", index: -1 }), JSON.stringify({ tour: "home", index: 99 })]) {
      expect(play(startingOn("/home", { progress }), { type: "startDue", found: EVERY_TOUR }).state.index).toBe(0);
    }
  });

  it("waits another START_DELAY_MS while a dialog of the page is open (My shop's terms)", () => {
    const starting = startingOn("/myshop");
    const { state } = play(starting, { type: "startDue", found: EVERY_TOUR, dialogOpen: true });
    expect(state.phase).toBe("starting");
    expect(timersFor(state)).toContainEqual({ kind: "startDue", ms: START_DELAY_MS, key: `startDue:${starting.epoch + 1}` });
    expect(play(state, { type: "startDue", found: EVERY_TOUR, dialogOpen: false }).state).toMatchObject({ phase: "running", tour: "myshop" });
  });

  it("is ignored unless the start delay was being waited out", () => {
    const settling = mount("/home").state;
    expect(transition(settling, { type: "startDue", found: EVERY_TOUR }).state).toBe(settling);
  });

  it("back on /myshop with the my-shop tour seen goes straight to the orders hand-off", () => {
    const { state, effects } = play(startingOn("/myshop", { myShopCompleted: "true" }), { type: "startDue", found: EVERY_TOUR });
    expect(state.phase).toBe("awaitingOrdersTab");
    expect(effects).toContainEqual({ type: "clickOrdersTab" });
  });

  it("phones use the shorter variant of each tour", () => {
    for (const tour of ["home", "marketplace", "myshop", "becomeSeller", "orders", "addProduct"] as const) {
      expect(TOURS.mobile[tour].steps.length).toBeLessThan(TOURS.desktop[tour].steps.length);
    }
    const { state } = play(startingOn("/home", {}, "mobile"), { type: "startDue", found: EVERY_TOUR });
    expect(stepCount(state)).toBe(TOURS.mobile.home.steps.length);
  });
});

describe("stepping through a tour", () => {
  it("Next moves forward and saves the progress", () => {
    const { state, effects } = play(running("marketplace", "/studentmarketplace", 1), { type: "next" });
    expect(state).toMatchObject({ index: 2, direction: 1 });
    expect(effects).toEqual([{ type: "persist", flags: { tutorialProgress: JSON.stringify({ tour: "marketplace", index: 2 }) } }]);
  });

  it("Back moves back and sets the direction of travel backwards", () => {
    expect(play(running("marketplace", "/studentmarketplace", 2), { type: "back" }).state).toMatchObject({ index: 1, direction: -1 });
  });

  it("Back on the first step does nothing", () => {
    const state = running("home", "/home", 0);
    expect(transition(state, { type: "back" })).toEqual({ state, effects: [] });
  });

  it("buttons do nothing when no tour is running", () => {
    const idle = { ...running("home", "/home"), phase: "idle" as const, tour: null };
    for (const type of ["next", "back", "finish", "skip", "close"] as const) expect(transition(idle, { type }).state).toBe(idle);
  });
});

describe("the hand-offs between pages", () => {
  it("Next on Home's last step moves to /studentmarketplace without completing anything", () => {
    const { state, effects } = play(running("home", "/home", TOURS.desktop.home.steps.length - 1), { type: "next" });
    expect(state).toMatchObject({ active: true, phase: "idle", tour: null });
    expect(effects).toEqual([
      { type: "persist", flags: { tutorialProgress: null } },
      { type: "navigate", to: "/studentmarketplace" },
    ]);
  });

  it("Next on the marketplace's last step moves to /myshop", () => {
    const { effects } = play(running("marketplace", "/studentmarketplace", TOURS.desktop.marketplace.steps.length - 1), { type: "next" });
    expect(effects).toContainEqual({ type: "navigate", to: "/myshop" });
  });

  it.each(["finish", "skip"] as const)("%s on /myshop marks the my-shop tour done, sets orders pending and clicks the Orders tab", (type) => {
    const { state, effects } = play(running("myshop", "/myshop", 2), { type });
    expect(state).toMatchObject({ active: true, phase: "awaitingOrdersTab", myShopCompleted: true, ordersPending: true });
    expect(persisted(effects)).toEqual({ myShopTutorialCompleted: "true", ordersTutorialPending: "true", tutorialProgress: null });
    expect(effects).toContainEqual({ type: "clickOrdersTab" });
  });

  it("the generic fallback tour on /myshop hands off to the orders tour the same way", () => {
    expect(play(running("generic", "/myshop", 2), { type: "next" }).state.phase).toBe("awaitingOrdersTab");
  });

  it("the orders tour starts once the Orders tab is selected, after the restart delay", () => {
    let { state } = play(running("myshop", "/myshop", 4), { type: "next" });
    state = play(state, { type: "ordersTabProbe", exists: true, selected: false }).state;
    expect(state.phase).toBe("awaitingOrdersTab");
    state = play(state, { type: "ordersTabProbe", exists: true, selected: true }).state;
    expect(state.phase).toBe("startingOrders");
    const started = play(state, { type: "ordersDue" });
    expect(started.state).toMatchObject({ phase: "running", tour: "orders", index: 0 });
  });

  it("an ordersDue that arrives late (the visitor left) is ignored", () => {
    const idle = { ...running("home", "/home"), phase: "idle" as const };
    expect(transition(idle, { type: "ordersDue" }).state).toBe(idle);
    expect(transition(idle, { type: "ordersTabProbe", exists: true, selected: true }).state).toBe(idle);
  });

  it("with no Orders tab (the account has no shop) the tutorial completes", () => {
    const awaiting = play(running("generic", "/myshop", 2), { type: "finish" }).state;
    const { state, effects } = play(awaiting, { type: "ordersTabProbe", exists: false, selected: false });
    expect(state).toMatchObject({ active: false, phase: "off" });
    expect(effects).toContainEqual({ type: "markCompleteOnServer" });
  });
});

describe("completing the tutorial", () => {
  it.each(["next", "finish"] as const)("%s on the orders tour's last step completes everything, clears the other flags and tells the server", (type) => {
    const state = running("orders", "/myshop", TOURS.desktop.orders.steps.length - 1, { myShopCompleted: true, ordersPending: true });
    const ended = play(state, { type });
    expect(ended.state).toMatchObject({ active: false, phase: "off", tour: null, myShopCompleted: false, ordersPending: false });
    expect(persisted(ended.effects)).toEqual(COMPLETION_WRITES);
    expect(ended.effects).toContainEqual({ type: "markCompleteOnServer" });
  });

  it("skipping the orders tour completes everything too", () => {
    expect(play(running("orders", "/myshop", 1), { type: "skip" }).state).toMatchObject({ active: false, phase: "off" });
  });

  it("Skip Tutorial on the marketplace completes everything", () => {
    const { state, effects } = play(running("marketplace", "/studentmarketplace", 1), { type: "skip" });
    expect(state).toMatchObject({ active: false, phase: "off" });
    expect(persisted(effects)).toEqual(COMPLETION_WRITES);
  });

  it("Skip Tutorial on Home completes everything instead of moving on", () => {
    const { effects } = play(running("home", "/home", 3), { type: "skip" });
    expect(effects).not.toContainEqual({ type: "navigate", to: "/studentmarketplace" });
    expect(effects).toContainEqual({ type: "markCompleteOnServer" });
  });

  it("finishing the generic tour anywhere else completes everything", () => {
    expect(play(running("generic", "/cart", 2), { type: "next" }).state).toMatchObject({ active: false, phase: "off" });
  });

  it("a completed tutorial starts nothing on later pages", () => {
    const done = play(running("generic", "/cart", 2), { type: "finish" }).state;
    const later = play(done, { type: "routeChanged", path: "/home" }).state;
    expect(later.phase).toBe("off");
    expect(timersFor(later)).toEqual([]);
  });
});

describe("closing a tour", () => {
  it("Close, Escape or the overlay end this page's tour without completing the tutorial", () => {
    const { state, effects } = play(running("marketplace", "/studentmarketplace", 2), { type: "close" });
    expect(state).toMatchObject({ active: true, phase: "idle", tour: null });
    expect(effects).toEqual([]);
  });

  it("the next route change starts again", () => {
    const closed = play(running("marketplace", "/studentmarketplace", 2), { type: "close" }).state;
    expect(play(closed, { type: "routeChanged", path: "/myshop" }).state.phase).toBe("settling");
  });
});

describe("a step whose target is missing", () => {
  it("warns and is skipped forward when travelling forward", () => {
    const { state, effects } = play(running("marketplace", "/studentmarketplace", 2), { type: "targetMissing", index: 2 });
    expect(state.index).toBe(3);
    expect(effects[0]).toEqual({ type: "warnMissingTarget", tour: "marketplace", stepId: "marketplace-products" });
  });

  it("is skipped backwards when travelling back", () => {
    const back = play(running("marketplace", "/studentmarketplace", 3), { type: "back" }).state;
    expect(play(back, { type: "targetMissing", index: 2 }).state).toMatchObject({ index: 1, direction: -1 });
  });

  it("on the first step while going back, moves forward instead", () => {
    const state = { ...running("myshop", "/myshop", 0), direction: -1 as const };
    expect(play(state, { type: "targetMissing", index: 0 }).state).toMatchObject({ index: 1, direction: 1 });
  });

  it("past the last step ends the tour as finishing it would", () => {
    const last = TOURS.desktop.orders.steps.length - 1;
    const { state, effects } = play(running("orders", "/myshop", last), { type: "targetMissing", index: last });
    expect(effects[0]).toMatchObject({ type: "warnMissingTarget", tour: "orders" });
    expect(state).toMatchObject({ active: false, phase: "off" });
  });

  it("a report about a step no longer shown is ignored", () => {
    const state = running("marketplace", "/studentmarketplace", 3);
    expect(transition(state, { type: "targetMissing", index: 2 })).toEqual({ state, effects: [] });
  });
});

describe("the add-product sub-tour", () => {
  it("starts when the form shows on /myshop, interrupting the my-shop tour", () => {
    const { state } = play(running("myshop", "/myshop", 2), { type: "addProductProbe", visible: true });
    expect(state).toMatchObject({ tour: "addProduct", index: 0, addProductShown: true, interrupted: { tour: "myshop", index: 2 } });
  });

  it.each(["finish", "close"] as const)("%s on it waits for the form to close, then goes back to the interrupted tour", (type) => {
    const sub = play(running("myshop", "/myshop", 2), { type: "addProductProbe", visible: true }).state;
    const done = play(sub, { type });
    expect(done.state).toMatchObject({ phase: "idle", tour: null, active: true, interrupted: { tour: "myshop", index: 2 } });
    expect(done.effects).toEqual([]);
    expect(transition(done.state, { type: "addProductProbe", visible: true }).state).toBe(done.state);
    expect(play(done.state, { type: "addProductProbe", visible: false }).state).toMatchObject({ phase: "running", tour: "myshop", index: 2, interrupted: null });
  });

  it("closing the form under it ends it", () => {
    const sub = play(running("myshop", "/myshop", 2), { type: "addProductProbe", visible: true }).state;
    expect(play(sub, { type: "addProductProbe", visible: false }).state).toMatchObject({ tour: "myshop", index: 2 });
  });

  it("closing it with nothing interrupted leaves the page without a tour", () => {
    const sub = play({ ...running("myshop", "/myshop"), phase: "idle", tour: null }, { type: "addProductProbe", visible: true }).state;
    expect(play(sub, { type: "close" }).state).toMatchObject({ phase: "idle", tour: null, active: true });
  });

  it("runs once per visit to the page", () => {
    const sub = play(running("myshop", "/myshop", 2), { type: "addProductProbe", visible: true }, { type: "close" }).state;
    expect(transition(sub, { type: "addProductProbe", visible: true }).state).toBe(sub);
    const again = play(sub, { type: "routeChanged", path: "/home" }, { type: "routeChanged", path: "/myshop" }).state;
    expect(again.addProductShown).toBe(false);
  });

  it("Skip Tutorial from it follows /myshop's rule: on to the orders tour", () => {
    const sub = play(running("myshop", "/myshop", 2), { type: "addProductProbe", visible: true }).state;
    expect(play(sub, { type: "skip" }).state.phase).toBe("awaitingOrdersTab");
  });

  it("is not started away from /myshop, when the tutorial is off, or while the orders tour is on its way", () => {
    const elsewhere = running("marketplace", "/studentmarketplace");
    expect(transition(elsewhere, { type: "addProductProbe", visible: true }).state).toBe(elsewhere);
    const off = { ...running("myshop", "/myshop"), active: false, phase: "off" as const };
    expect(transition(off, { type: "addProductProbe", visible: true }).state).toBe(off);
    const awaiting = play(running("myshop", "/myshop", 4), { type: "next" }).state;
    expect(transition(awaiting, { type: "addProductProbe", visible: true }).state).toBe(awaiting);
  });

  it("the form not showing changes nothing otherwise", () => {
    const state = running("myshop", "/myshop", 1);
    expect(transition(state, { type: "addProductProbe", visible: false }).state).toBe(state);
  });
});

describe("My shop for a student without a shop", () => {
  /** /myshop after the start delay, the page showing `found` (the offer alone: a student without a shop). */
  const startOnMyShop = (found: TourId[] = ["becomeSeller"], variant: "desktop" | "mobile" = "desktop", flags: Partial<StoredFlags> = {}) =>
    play(mount("/myshop", flags, false, variant).state, { type: "settled" }, { type: "startDue", found });
  /** The offer's tour running on the desktop at `index`. */
  const offerRunning = (index = 0): TutorialState => ({ ...startOnMyShop().state, index });

  it("My shop's own tours are the dashboard's, then the offer to open a shop", () => {
    expect(routeToursFor("/myshop")).toEqual(["myshop", "becomeSeller"]);
  });

  it("runs the offer's tour, not the generic one, when the page shows the offer instead of a dashboard", () => {
    const { state, effects } = startOnMyShop();
    expect(state).toMatchObject({ phase: "running", tour: "becomeSeller", index: 0, awaitingShop: true });
    expect(effects).toEqual([{ type: "persist", flags: { tutorialProgress: JSON.stringify({ tour: "becomeSeller", index: 0 }) } }]);
  });

  it("a seller's dashboard keeps the my-shop tour", () => {
    expect(startOnMyShop(["myshop"]).state).toMatchObject({ tour: "myshop", awaitingShop: false });
    expect(startOnMyShop(["myshop", "becomeSeller"]).state.tour).toBe("myshop");
  });

  it("on a phone is the one step at the button", () => {
    const { state } = startOnMyShop(["becomeSeller"], "mobile");
    expect(state.tour).toBe("becomeSeller");
    expect(stepCount(state)).toBe(1);
  });

  it("resumes its saved step", () => {
    const progress = JSON.stringify({ tour: "becomeSeller", index: 1 });
    expect(startOnMyShop(["becomeSeller"], "desktop", { progress }).state).toMatchObject({ tour: "becomeSeller", index: 1 });
  });

  it.each(["next", "finish", "skip"] as const)("%s on its last step completes the tutorial: there is no Orders tab to open", (type) => {
    const last = offerRunning(TOURS.desktop.becomeSeller.steps.length - 1);
    const { state, effects } = play(last, { type });
    expect(state).toMatchObject({ active: false, phase: "off", awaitingShop: false, myShopCompleted: false });
    expect(persisted(effects)).toEqual(COMPLETION_WRITES);
    expect(effects).toContainEqual({ type: "markCompleteOnServer" });
    expect(effects).not.toContainEqual({ type: "clickOrdersTab" });
    expect(pollsFor(state)).toEqual([]);
  });

  it("Next on its first step moves to the button", () => {
    expect(play(offerRunning(0), { type: "next" }).state).toMatchObject({ phase: "running", tour: "becomeSeller", index: 1 });
  });

  it("while it is on, the page is watched every SHOP_OFFER_POLL_MS for the offer giving way", () => {
    expect(SHOP_OFFER_POLL_MS).toBe(1000);
    expect(pollsFor(offerRunning())).toContainEqual({ kind: "shopOffer", everyMs: SHOP_OFFER_POLL_MS });
    expect(pollsFor(startOnMyShop(["myshop"]).state)).not.toContainEqual(expect.objectContaining({ kind: "shopOffer" }));
    expect(pollsFor(play(offerRunning(), { type: "close" }).state)).toContainEqual({ kind: "shopOffer", everyMs: SHOP_OFFER_POLL_MS });
  });

  it("registering while it runs starts the page over, and the dashboard gets the my-shop tour from the top", () => {
    const registered = play(offerRunning(1), { type: "shopOfferProbe", shown: false });
    expect(registered.state).toMatchObject({ active: true, phase: "settling", tour: null, index: 0, awaitingShop: false, resume: null });
    expect(registered.effects).toEqual([{ type: "persist", flags: { tutorialProgress: null } }]);
    expect(timersFor(registered.state)).toContainEqual({ kind: "settled", ms: ROUTE_SETTLE_MS, key: `settled:${registered.state.epoch}` });
    // A fresh settle timer, not one a renderer may still hold from an earlier wait.
    expect(registered.state.epoch).toBeGreaterThan(offerRunning(1).epoch);
    expect(pollsFor(registered.state)).not.toContainEqual(expect.objectContaining({ kind: "shopOffer" }));
    // The dashboard's terms open by themselves first; the tour waits for them, then runs, and its end leads on to the orders tour.
    let { state } = play(registered.state, { type: "settled" }, { type: "startDue", found: ["myshop"], dialogOpen: true });
    expect(state.phase).toBe("starting");
    state = play(state, { type: "startDue", found: ["myshop"] }).state;
    expect(state).toMatchObject({ phase: "running", tour: "myshop", index: 0 });
    const finished = play(state, { type: "finish" });
    expect(finished.state.phase).toBe("awaitingOrdersTab");
    expect(persisted(finished.effects)).toEqual({ myShopTutorialCompleted: "true", ordersTutorialPending: "true", tutorialProgress: null });
  });

  it("registering after closing it starts the page over too (the tutorial is still on)", () => {
    const closed = play(offerRunning(), { type: "close" }).state;
    expect(play(closed, { type: "shopOfferProbe", shown: false }).state).toMatchObject({ phase: "settling", awaitingShop: false });
  });

  it("the offer still showing, a seller's page, a finished tutorial or another page change nothing", () => {
    const running = offerRunning();
    expect(transition(running, { type: "shopOfferProbe", shown: true }).state).toBe(running);
    const seller = startOnMyShop(["myshop"]).state;
    expect(transition(seller, { type: "shopOfferProbe", shown: false }).state).toBe(seller);
    const inactive = { ...running, active: false };
    expect(transition(inactive, { type: "shopOfferProbe", shown: false }).state).toBe(inactive);
    const left = play(running, { type: "routeChanged", path: "/home" }).state;
    expect(left.awaitingShop).toBe(false);
    expect(transition(left, { type: "shopOfferProbe", shown: false }).state).toBe(left);
  });

  it("a missing step at its end completes the tutorial as finishing would", () => {
    const last = TOURS.desktop.becomeSeller.steps.length - 1;
    const { state } = play(offerRunning(last), { type: "targetMissing", index: last });
    expect(state).toMatchObject({ active: false, phase: "off" });
  });

  it("the debug panel's Start picks it where the page shows the offer, and resets forget it", () => {
    const idle = play(offerRunning(), { type: "debugStop" }).state;
    expect(play(idle, { type: "debugStart", found: ["becomeSeller"] }).state).toMatchObject({ tour: "becomeSeller", awaitingShop: true });
    expect(play(idle, { type: "debugStart", found: ["myshop", "becomeSeller"] }).state).toMatchObject({ tour: "myshop", awaitingShop: false });
    expect(play(offerRunning(), { type: "debugReset" }).state.awaitingShop).toBe(false);
  });
});

describe("the screen size", () => {
  it("changing variant mid-tour starts the page over", () => {
    const { state } = play(running("home", "/home", 2), { type: "variantChanged", variant: "mobile" });
    expect(state).toMatchObject({ variant: "mobile", phase: "settling", tour: null, index: 0 });
  });

  it("otherwise is only remembered", () => {
    const idle = { ...running("home", "/home"), phase: "idle" as const, tour: null };
    expect(play(idle, { type: "variantChanged", variant: "mobile" }).state).toMatchObject({ variant: "mobile", phase: "idle" });
    expect(transition(idle, { type: "variantChanged", variant: "desktop" }).state).toBe(idle);
  });
});

describe("the debug panel's controls", () => {
  it("start runs the route's tour from the top, even once completed", () => {
    const off = mount("/studentmarketplace", { completed: "true" }).state;
    expect(play(off, { type: "debugStart" }).state).toMatchObject({ active: true, phase: "running", tour: "marketplace", index: 0 });
    expect(play(mount("/cart").state, { type: "debugStart" }).state.tour).toBe("generic");
    expect(play(mount("/myshop").state, { type: "debugStart" }).state.tour).toBe("myshop");
  });

  it("stop hides the tour", () => {
    expect(play(running("home", "/home", 1), { type: "debugStop" }).state).toMatchObject({ phase: "idle", tour: null });
    expect(play({ ...running("home", "/home"), active: false }, { type: "debugStop" }).state.phase).toBe("off");
  });

  it("toggle orders starts the orders tour (opening its tab) and stops it again", () => {
    const on = play(running("myshop", "/myshop", 1), { type: "debugToggleOrders" });
    expect(on.state).toMatchObject({ phase: "running", tour: "orders", index: 0 });
    expect(on.effects).toContainEqual({ type: "clickOrdersTab" });
    expect(play(on.state, { type: "debugToggleOrders" }).state).toMatchObject({ phase: "idle", tour: null });
  });

  it("step forward and back stay within the tour", () => {
    const last = TOURS.desktop.home.steps.length - 1;
    expect(play(running("home", "/home", 1), { type: "debugStep", delta: 1 }).state).toMatchObject({ index: 2, direction: 1 });
    expect(play(running("home", "/home", 1), { type: "debugStep", delta: -1 }).state).toMatchObject({ index: 0, direction: -1 });
    const atEnd = running("home", "/home", last);
    expect(transition(atEnd, { type: "debugStep", delta: 1 }).state).toBe(atEnd);
    const idle = { ...atEnd, phase: "idle" as const };
    expect(transition(idle, { type: "debugStep", delta: -1 }).state).toBe(idle);
  });

  it("reset clears every flag here and on the server, and starts the page over", () => {
    const done = play(running("orders", "/myshop", 6), { type: "finish" }).state;
    const { state, effects } = play(done, { type: "debugReset" });
    expect(state).toMatchObject({ active: true, phase: "settling", myShopCompleted: false, ordersPending: false, tour: null });
    expect(persisted(effects)).toEqual({ tutorialCompleted: null, myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null });
    expect(effects).toContainEqual({ type: "resetOnServer" });
  });
});

describe("restart", () => {
  it("clears the completed flag and progress, says so, goes home and reloads after RESTART_RELOAD_MS", () => {
    expect(restartEffects(true)).toEqual([
      { type: "persist", flags: { tutorialCompleted: null, tutorialProgress: null, myShopTutorialCompleted: null, ordersTutorialPending: null } },
      { type: "toast", tone: "success", message: "Tutorial will restart on the home page" },
      { type: "navigate", to: "/home" },
      { type: "reloadAfter", ms: 500, at: "/home" },
    ]);
  });

  it("that failed on the server changes nothing and says 'Failed to restart tutorial'", () => {
    expect(restartEffects(false)).toEqual([{ type: "toast", tone: "error", message: TUTORIAL_MESSAGES.restartFailed }]);
    expect(TUTORIAL_MESSAGES.restartFailed).toBe("Failed to restart tutorial");
  });

  it("leaves a tutorial that then mounts active, on the home tour", () => {
    const after = mount("/home", { completed: null, isNewUser: null });
    const started = play(after.state, { type: "settled" }, { type: "startDue", found: EVERY_TOUR }).state;
    expect(started).toMatchObject({ active: true, tour: "home", index: 0 });
  });
});

describe("the walk a new student takes (spec: home → marketplace → my shop → orders)", () => {
  it("ends with the tutorial complete and only the completed flag left", () => {
    let state = mount("/home", { isNewUser: "true" }).state;
    const writes: Record<string, string | null>[] = [];
    const go = (...events: TutorialEvent[]) => {
      const result = play(state, ...events);
      state = result.state;
      for (const e of result.effects) if (e.type === "persist") writes.push(e.flags);
      return result.effects;
    };
    const through = (tour: TourId) => Array.from({ length: TOURS.desktop[tour].steps.length }, () => ({ type: "next" }) as const);

    go({ type: "newUserCheck", isNewUser: true }, { type: "settled" }, { type: "startDue", found: EVERY_TOUR });
    expect(state.tour).toBe("home");
    expect(go(...through("home"))).toContainEqual({ type: "navigate", to: "/studentmarketplace" });
    go({ type: "routeChanged", path: "/studentmarketplace" }, { type: "settled" }, { type: "startDue", found: EVERY_TOUR });
    expect(state.tour).toBe("marketplace");
    expect(go(...through("marketplace"))).toContainEqual({ type: "navigate", to: "/myshop" });
    go({ type: "routeChanged", path: "/myshop" }, { type: "settled" }, { type: "startDue", found: EVERY_TOUR });
    expect(state.tour).toBe("myshop");
    expect(go(...through("myshop"))).toContainEqual({ type: "clickOrdersTab" });
    go({ type: "ordersTabProbe", exists: true, selected: true }, { type: "ordersDue" });
    expect(state.tour).toBe("orders");
    expect(go(...through("orders"))).toContainEqual({ type: "markCompleteOnServer" });

    const finalFlags = Object.assign({}, ...writes);
    expect(finalFlags).toEqual({ ...COMPLETION_WRITES });
  });
});

describe("the walk of a new student without a shop", () => {
  it("is offered a shop on My shop, registers, is shown the dashboard and its orders, and ends complete", () => {
    let state = mount("/studentmarketplace").state;
    const effects: Effect[] = [];
    const go = (...events: TutorialEvent[]) => {
      const result = play(state, ...events);
      state = result.state;
      effects.push(...result.effects);
    };
    go({ type: "newUserCheck", isNewUser: false }, { type: "settled" }, { type: "startDue", found: ["marketplace"] });
    go(...TOURS.desktop.marketplace.steps.map(() => ({ type: "next" }) as const));
    go({ type: "routeChanged", path: "/myshop" }, { type: "settled" }, { type: "startDue", found: ["becomeSeller"] }, { type: "next" });
    expect(state).toMatchObject({ tour: "becomeSeller", index: 1 });
    go({ type: "shopOfferProbe", shown: false }, { type: "settled" }, { type: "startDue", found: ["myshop"] });
    expect(state.tour).toBe("myshop");
    go(...TOURS.desktop.myshop.steps.map(() => ({ type: "next" }) as const), { type: "ordersTabProbe", exists: true, selected: true }, { type: "ordersDue" });
    expect(state.tour).toBe("orders");
    go(...TOURS.desktop.orders.steps.map(() => ({ type: "next" }) as const));
    expect(state).toMatchObject({ active: false, phase: "off" });
    expect(persisted(effects)).toEqual(COMPLETION_WRITES);
  });
});
