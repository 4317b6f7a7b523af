import { TOUR_TEXT } from "@/lib/messages/tutorial";

// The tours of the spec's Onboarding tutorial screen: one per route the spec names, the two
// sub-tours of My shop, My shop's offer to a student without a shop (./tutorial-machine.ts
// picks it when the page shows the offer instead of a dashboard) and the generic three steps
// for any other route, each in a desktop
// and a shorter phone variant (below 768 px or on a touch device) with the phone's own
// targets: the bottom bar instead of the top bar, the search strip instead of the sidebar.
// Targets are the `data-tour` attributes the pages carry; pure data, rendered by
// components/onboarding/tutorial-tour.tsx and stepped through by ./tutorial-machine.ts.

export type TourId = "home" | "marketplace" | "myshop" | "becomeSeller" | "orders" | "addProduct" | "generic";
export type Variant = "desktop" | "mobile";
export type Placement = "top" | "bottom" | "left" | "right";

export type TourStep = {
  id: string;
  /** CSS selectors, best first: the first visible match is the step's target. Empty: a step in the middle of the screen. */
  targets: string[];
  title: string;
  body: string;
  placement?: Placement;
  /** How long to wait for a target that may render late (a list still loading). Default 1 s (react-joyride's). */
  waitMs?: number;
  /**
   * The target is in the phone's bottom bar, which stays above the overlay while a tour runs:
   * the bar rings the target itself and the spotlight draws nothing there, or a second ring
   * would show above the bar (components/onboarding/tutorial-tour.tsx, app/globals.css).
   */
  inBottomBar?: true;
};

export type Tour = {
  steps: TourStep[];
  /** Next on the last step moves here and the route's own tour takes over (spec: home → marketplace → my shop). */
  continueTo?: "/studentmarketplace" | "/myshop";
};

const tour = (id: string) => `[data-tour="${id}"]`;

type Text = { title: string; body: string };
const step = (id: string, text: Text, targets: string[], options: Partial<Pick<TourStep, "placement" | "waitMs" | "inBottomBar">> = {}): TourStep => ({
  id,
  targets,
  title: text.title,
  body: text.body,
  ...options,
});
const centred = (id: string, text: Text): TourStep => step(id, text, []);

const { home, marketplace, myshop, becomeSeller, orders, addProduct, generic } = TOUR_TEXT;

/** A step pointing at an item of the phone's bottom bar (or the whole bar), above its item. */
const bottomBarStep = (id: string, text: Text, name: string): TourStep => step(id, text, [tour(name)], { placement: "top", inBottomBar: true });

// My shop for a student without a shop: the page is one offer and its one button. No tooltip
// may sit over "Register as a Seller": on a desktop the first step stands beside the heading and
// the second below the button; a phone has room for one step, below the button.
const REGISTER_BUTTON = tour("register-seller");

// An order row shows only once the list has loaded, and only some rows have each action:
// a shop with no such order just skips the step, quickly.
const ROW_WAIT_MS = 300;

const ordersSteps = {
  newOrders: step("orders-new", orders.newOrders, [tour("orders-list")], { placement: "top", waitMs: 2000 }),
  search: step("orders-search", orders.search, [tour("orders-search")]),
  processing: step("orders-processing", orders.processing, [`${tour("orders-list")} [data-status="processing"]`], { waitMs: ROW_WAIT_MS }),
  ship: step("orders-ship", orders.ship, [tour("orders-ship")], { waitMs: ROW_WAIT_MS }),
  message: step("orders-message", orders.message, [tour("orders-contact")], { waitMs: ROW_WAIT_MS }),
  details: step("orders-details", orders.details, [tour("orders-details")], { waitMs: ROW_WAIT_MS }),
  inTransit: step("orders-in-transit", orders.inTransit, [`${tour("orders-list")} [data-status="shipped"]`], { waitMs: ROW_WAIT_MS }),
};

const formField = (name: string) => `${tour("product-form")} [name="${name}"]`;
const addProductSteps = {
  name: step("add-product-name", addProduct.name, [formField("name")]),
  price: step("add-product-price", addProduct.price, [formField("price")]),
  description: step("add-product-description", addProduct.description, [formField("description")]),
  category: step("add-product-category", addProduct.category, [formField("categoryId")]),
  image: step("add-product-image", addProduct.image, [tour("product-image")]),
  submit: step("add-product-submit", addProduct.submit, [`${tour("product-form")} button[type="submit"]`], { placement: "top" }),
};

export const TOURS: Record<Variant, Record<TourId, Tour>> = {
  desktop: {
    home: {
      steps: [
        step("home-welcome", home.welcome, [tour("home-welcome")]),
        step("home-navigation", home.navigation, [tour("nav-bar")]),
        step("home-marketplace-link", home.marketplaceLink, [tour("nav-marketplace")]),
        centred("home-next", home.next),
      ],
      continueTo: "/studentmarketplace",
    },
    marketplace: {
      steps: [
        step("marketplace-search", marketplace.search, [tour("search")], { placement: "right" }),
        step("marketplace-categories", marketplace.categories, [tour("categories")], { placement: "right" }),
        step("marketplace-products", marketplace.productCards, [`${tour("product-cards")} li`], { placement: "right" }),
        step("marketplace-cart-wishlist", marketplace.cartWishlist, [tour("cart-wishlist")]),
        step("marketplace-your-shop", marketplace.yourShop, [tour("nav-myshop")]),
      ],
      continueTo: "/myshop",
    },
    myshop: {
      steps: [
        step("myshop-welcome", myshop.welcome, [tour("myshop-welcome")]),
        step("myshop-customize", myshop.customize, [tour("customize-shop")]),
        step("myshop-add-product", myshop.addProduct, [tour("add-product")]),
        step("myshop-orders-tab", myshop.ordersTab, [tour("orders-tab")]),
        step("myshop-sales", myshop.sales, [tour("sales-overview")], { placement: "top" }),
      ],
    },
    becomeSeller: {
      steps: [
        step("become-seller-offer", becomeSeller.offer, [`${tour("become-seller")} h1`], { placement: "right" }),
        step("become-seller-register", becomeSeller.register, [REGISTER_BUTTON], { placement: "bottom" }),
      ],
    },
    orders: { steps: Object.values(ordersSteps) },
    addProduct: { steps: Object.values(addProductSteps) },
    generic: {
      steps: [centred("generic-exploring", generic.exploring), step("generic-navigation", generic.navigation, [tour("nav-bar")]), centred("generic-continue", generic.continue)],
    },
  },
  mobile: {
    home: {
      steps: [
        step("home-welcome", home.welcome, [tour("home-welcome")]),
        bottomBarStep("home-marketplace-link", home.marketplaceLink, "bottom-marketplace"),
        centred("home-next", home.next),
      ],
      continueTo: "/studentmarketplace",
    },
    marketplace: {
      steps: [
        step("marketplace-search", marketplace.search, [tour("search-mobile")]),
        step("marketplace-categories", marketplace.categories, [tour("category-chips")]),
        step("marketplace-cart", marketplace.cartMobile, [tour("cart-mobile")]),
        bottomBarStep("marketplace-your-shop", marketplace.yourShop, "bottom-myshop"),
      ],
      continueTo: "/myshop",
    },
    myshop: {
      steps: [
        step("myshop-welcome", myshop.welcome, [tour("myshop-welcome")]),
        step("myshop-add-product", myshop.addProduct, [tour("add-product")]),
        step("myshop-orders-tab", myshop.ordersTab, [tour("orders-tab")]),
      ],
    },
    becomeSeller: { steps: [step("become-seller-register", becomeSeller.registerMobile, [REGISTER_BUTTON], { placement: "bottom" })] },
    orders: { steps: [ordersSteps.newOrders, ordersSteps.search, ordersSteps.ship, ordersSteps.message] },
    addProduct: { steps: [addProductSteps.name, addProductSteps.price, addProductSteps.image, addProductSteps.submit] },
    generic: {
      steps: [
        centred("generic-exploring", generic.exploring),
        bottomBarStep("generic-navigation", generic.navigation, "bottom-bar"),
        centred("generic-continue", generic.continue),
      ],
    },
  },
};

/**
 * The tours a route has of its own, best first (spec: Home is / and /home): the first whose
 * first target is on the page runs. My shop shows a seller's dashboard, or to a student
 * without a shop the offer to open one. Any other route gets the generic tour.
 */
export function routeToursFor(path: string): TourId[] {
  if (path === "/" || path === "/home") return ["home"];
  if (path === "/studentmarketplace") return ["marketplace"];
  if (path === "/myshop") return ["myshop", "becomeSeller"];
  if (path === "/add-product") return ["addProduct"];
  return [];
}

export function tourSteps(variant: Variant, id: TourId): TourStep[] {
  return TOURS[variant][id].steps;
}
