import { HtmlValidate, StaticConfigLoader } from "html-validate";
import config from "../html/htmlvalidate.config.mjs";

// The rules tests/html/html-validity.spec.ts holds the main pages to still catch the faults
// we once shipped, while passing the markup React and Next.js write.

const validator = new HtmlValidate(new StaticConfigLoader(config));

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Campus Market</title></head><body>${body}</body></html>`;

async function ruleIds(html: string) {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("the html-validate rules of the main pages", () => {
  it("pass a page as React and Next.js write it", async () => {
    const html = page(
      `<div hidden=""><!--$--><!--/$--></div><main id="main"><h1>Marketplace</h1><template id="B:0"></template>` +
        `<img alt="A calculator" src="/a.webp" style="position:absolute" decoding="async"/>` +
        `<input id="_R_1_" type="text" aria-label="Search"/></main><div hidden id="S:0"><p>Streamed</p></div>` +
        `<script src="/_next/static/chunks/a.js" async=""></script>`,
    );
    expect(await ruleIds(html)).toEqual([]);
  });

  it("reject list items streamed into a hidden <div>", async () => {
    const html = page(`<main><h1>Marketplace</h1></main><div hidden id="S:2"><li><a href="/category/Textbooks">Textbooks</a></li></div>`);
    expect(await ruleIds(html)).toEqual(expect.arrayContaining(["element-permitted-content", "element-permitted-parent"]));
  });

  it("reject a card title that skips a heading level", async () => {
    const html = page(`<main><h1>Marketplace</h1><ul><li><h3>Casio calculator</h3></li></ul></main>`);
    expect(await ruleIds(html)).toContain("heading-level");
  });

  it("reject a name on an element that cannot have one", async () => {
    const html = page(`<main><h1>Cart</h1><ul aria-label="Cart items"><li><p aria-label="Line total KES 1,200">KES 1,200</p></li></ul></main>`);
    expect(await ruleIds(html)).toEqual(["aria-label-misuse"]);
  });

  it("reject an input without a label", async () => {
    const html = page(`<main><h1>Sign in</h1><form><input type="email" name="email"/><button>Log In</button></form></main>`);
    expect(await ruleIds(html)).toContain("input-missing-label");
  });
});
