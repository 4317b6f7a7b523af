// The onboarding tutorial's texts: the spec's two toasts (the spec's error catalogue, "Tutorial") word for
// word, the console warning of its "only logged" list, the tooltip's buttons
// (the spec's screens, "Onboarding tutorial") and each step, written from the spec's screen descriptions.

export const TUTORIAL_MESSAGES = {
  restarting: "Tutorial will restart on the home page",
  restartFailed: "Failed to restart tutorial",
  restartButton: "Restart tutorial",
  /** The spec's error catalogue: a step whose target is missing warns and is skipped. */
  targetMissing: (stepId: string) => `Tutorial: the element for step "${stepId}" is not on this page; skipping it.`,
} as const;

export const TOUR_BUTTONS = {
  back: "Back",
  close: "Close",
  next: "Next",
  finish: "Finish",
  skip: "Skip Tutorial",
  progress: (current: number, total: number) => `Step ${current} of ${total}`,
} as const;

type StepText = { title: string; body: string };

export const TOUR_TEXT = {
  home: {
    welcome: {
      title: "Welcome to Campus Market",
      body: "Buy and sell textbooks, gadgets and hostel essentials with students on your campus. Prices are in KES and you pay with an M-Pesa prompt on your phone. Let us show you around.",
    },
    navigation: {
      title: "Getting around",
      body: "This bar takes you anywhere: Home, the Student Marketplace and your own shop, plus messages, your wishlist and your cart.",
    },
    marketplaceLink: {
      title: "The Student Marketplace",
      body: "Everything students are selling right now, newest first. This is where you shop.",
    },
    next: {
      title: "Next stop: the marketplace",
      body: "Press Next and we will take you to the Student Marketplace to see how finding things works.",
    },
  },
  marketplace: {
    search: { title: "Search", body: "Looking for something in particular? Type a book title, a course code or a gadget and press Enter." },
    categories: { title: "Categories", body: "Narrow the list to Textbooks, Electronics, Stationery and more." },
    productCards: { title: "Listings", body: "Each card shows the price, the condition and where the seller is on campus. Open one for photos and details, or tap the heart to save it." },
    cartWishlist: { title: "Cart and wishlist", body: "Items you save and items you mean to buy wait here, with a count, until you check out with M-Pesa." },
    cartMobile: { title: "Your cart", body: "Items you mean to buy wait here until you check out with M-Pesa." },
    // Said before the page is known: a seller sees their shop next, a student without one the offer to open one.
    yourShop: { title: "Your own shop", body: "Got something to sell? Every student can open a shop. Press Next to see yours, or to open one." },
  },
  myshop: {
    welcome: { title: "Your shop's dashboard", body: "This is where you run your shop: your listings, your orders and how sales are going." },
    customize: { title: "Customize your shop", body: "Give your shop a name and a banner, and set your business hours, policies and delivery option." },
    addProduct: { title: "Add a product", body: "List something for sale in a minute: a name, a price, a photo and a few words about it." },
    ordersTab: { title: "Orders", body: "When buyers pay for your listings, their orders appear here. We will open it for you next." },
    sales: { title: "Sales overview", body: "Your active listings, total sales and revenue at a glance." },
  },
  // My shop for a student without a shop: what selling is, and the one button that opens a shop.
  becomeSeller: {
    offer: {
      title: "Sell to students on your campus",
      body: "List an item with a photo and a price, and students find it on the marketplace. A buyer pays with M-Pesa, you agree where to meet and hand it over, and once it is delivered the money goes to your M-Pesa.",
    },
    register: { title: "Register as a Seller", body: "Press it to open your shop. This page then becomes your shop's dashboard, and we will show you round it." },
    registerMobile: {
      title: "Sell to students on your campus",
      body: "List an item with a photo and a price, and students find it on the marketplace. A buyer pays with M-Pesa, you hand it over on campus, and the money goes to your M-Pesa. Press Register as a Seller to open your shop; we will show you round it.",
    },
  },
  orders: {
    newOrders: { title: "New orders", body: "Every paid order for one of your listings lands here, the ones that need you first." },
    search: { title: "Find an order", body: "A buyer mentioned an order number? Search by its ID to find it at once." },
    processing: { title: "Processing orders", body: "Orders you are preparing are marked in orange, so none gets forgotten." },
    ship: { title: "Update the status", body: "Handed the item over for delivery? Mark it as shipped so the buyer knows it is on its way." },
    message: { title: "Talk to the buyer", body: "Agree on where and when to meet. The buyer's reply lets you ship." },
    details: { title: "Order details", body: "Everything about an order: the item, the buyer, the delivery option and the payment." },
    inTransit: { title: "On the way", body: "Orders in transit are marked in blue. Once the buyer has the item, mark it delivered and the payment goes to your M-Pesa." },
  },
  addProduct: {
    name: { title: "Product name", body: "Say what it is, with the edition or model if it has one." },
    price: { title: "Price", body: "Your price in KES. Fair prices sell fastest." },
    description: { title: "Description", body: "Condition, what is included and where to meet." },
    category: { title: "Category", body: "Pick the category buyers will look in. Missing one? Suggest it." },
    image: { title: "Photo", body: "A clear photo in good light makes all the difference." },
    submit: { title: "Publish", body: "Save it and your listing is live on the marketplace." },
  },
  generic: {
    exploring: { title: "Keep exploring", body: "You are on your way. Every page has something to discover; take your time." },
    navigation: { title: "Finding your way", body: "Use the navigation to jump to Home, the marketplace or your shop at any time." },
    continue: { title: "Carry on", body: "That is all for this page. Want the tour again later? Restart tutorial replays it from the home page." },
  },
} as const satisfies Record<string, Record<string, StepText>>;
