import { TOUR_TEXT } from "@/lib/messages/tutorial";

// The tours of the spec's Onboarding tutorial screen: one per route the spec names, the two
// sub-tours of My shop and the generic three steps for any other route, each in a desktop
// and a shorter phone variant (below 768 px or on a touch device) with the phone's own
// targets: the bottom bar instead of the top bar, the search strip instead of the sidebar.
// Targets are the `data-tour` attributes the pages carry; pure data, rendered by
// components/onboarding/tutorial-tour.tsx and stepped through by ./tutorial-machine.ts.

export type TourId = "home" | "marketplace" | "myshop" | "orders" | "addProduct" | "generic";
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
};

export type Tour = {
  steps: TourStep[];
  /** Next on the last step moves here and the route's own tour takes over (spec: home → marketplace → my shop). */
  continueTo?: "/studentmarketplace" | "/myshop";
};

const tour = (id: string) => `[data-tour="${id}"]`;

type Text = { title: string; body: string };
const step = (id: string, text: Text, targets: string[], options: Partial<Pick<TourStep, "placement" | "waitMs">> = {}): TourStep => ({
  id,
  targets,
  title: text.title,
  body: text.body,
  ...options,
});
const centred = (id: string, text: Text): TourStep => step(id, text, []);

const { home, marketplace, myshop, orders, addProduct, generic } = TOUR_TEXT;

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
        step("home-marketplace-link", home.marketplaceLink, [tour("bottom-marketplace")], { placement: "top" }),
        centred("home-next", home.next),
      ],
      continueTo: "/studentmarketplace",
    },
    marketplace: {
      steps: [
        step("marketplace-search", marketplace.search, [tour("search-mobile")]),
        step("marketplace-categories", marketplace.categories, [tour("category-chips")]),
        step("marketplace-cart", marketplace.cartMobile, [tour("cart-mobile")]),
        step("marketplace-your-shop", marketplace.yourShop, [tour("bottom-myshop")], { placement: "top" }),
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
    orders: { steps: [ordersSteps.newOrders, ordersSteps.search, ordersSteps.ship, ordersSteps.message] },
    addProduct: { steps: [addProductSteps.name, addProductSteps.price, addProductSteps.image, addProductSteps.submit] },
    generic: {
      steps: [
        centred("generic-exploring", generic.exploring),
        step("generic-navigation", generic.navigation, [tour("bottom-bar")], { placement: "top" }),
        centred("generic-continue", generic.continue),
      ],
    },
  },
};

/** The tour a route has of its own (spec: Home is / and /home); any other route gets the generic one. */
export function routeTourFor(path: string): TourId | null {
  if (path === "/" || path === "/home") return "home";
  if (path === "/studentmarketplace") return "marketplace";
  if (path === "/myshop") return "myshop";
  if (path === "/add-product") return "addProduct";
  return null;
}

export function tourSteps(variant: Variant, id: TourId): TourStep[] {
  return TOURS[variant][id].steps;
}
