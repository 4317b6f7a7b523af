// html-validate's rules for the HTML our server sends (tests/html/html-validity.spec.ts checks
// the main pages; tests/unit/html-validate-config.test.ts checks these rules catch a fault).
// The recommended and full-document presets, relaxed only where the markup is written by
// React or Next.js rather than by us, and is valid HTML either way.
/** @type {import("html-validate").ConfigData} */
const config = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes some attributes in their DOM-property case (charSet, imageSrcSet,
    // popoverTarget); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements as <meta/>, <img/>, <input/>: hold it to that one style.
    "void-style": ["error", { style: "selfclose" }],
    // React writes boolean attributes as async="" and hidden="", but the hidden segments it
    // streams as <div hidden>: both are valid, and neither is ours to choose.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // next/image (fill) and Next's streaming placeholders set inline styles; ours use classes.
    "no-inline-style": "off",
    // React's ids (useId's "_R_...", streaming's "B:0", "S:0") are valid HTML5 ids, which
    // only forbid whitespace; the strict rule wants the older, narrower HTML 4 form.
    "valid-id": ["error", { relaxed: true }],
    // Subresource integrity is for files from another origin; Next's chunks and styles are
    // served by the app itself, under its Content-Security-Policy nonce.
    "require-sri": "off",
    // ARIA lets a list be named, and the product, cart and wishlist lists are (a screen reader
    // says "Cart items, list, 3 items"); aria-label where naming is prohibited (a <p>, a
    // <span>, a <div>) is still an error.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};

export default config;
