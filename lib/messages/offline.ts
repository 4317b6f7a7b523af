// Texts of reading offline and installing the app (docs/decisions/offline-reading.md).

export const OFFLINE_MESSAGES = {
  /** Above a page the service worker answered from the reader's last good copy. */
  staleCopyBanner: "You are offline: showing the page as you last saw it",
  offlineTitle: "You are offline",
  offlinePageBody: "This page has not been opened on this device yet, so there is no copy to show. Pages you have read (the marketplace, products, shops) stay readable offline.",
  networkNeededTitle: "This page needs the network",
  networkNeededBody: "Your cart, checkout, orders, payments and account are never shown from a saved copy, so nothing you see about money is out of date. Connect and try again.",
  retry: "Try again",
  backHome: "Go to the marketplace",
} as const;

export const INSTALL_MESSAGES = {
  title: "Install Campus Market",
  body: "Add it to your home screen: it opens like an app and keeps the pages you read when the network drops.",
  install: "Install",
  dismiss: "Not now",
} as const;
