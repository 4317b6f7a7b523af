import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { TOURS } from "@/lib/onboarding/tours";

// Every tour step points at a `data-tour` attribute some page carries: a renamed or removed
// attribute would silently turn its step into a skipped one (spec: a missing target is skipped).

const root = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx$/.test(name) ? [readFileSync(full, "utf8")] : [];
  });
}

const markup = [...sources(path.join(root, "app")), ...sources(path.join(root, "components"))].join("\n");

/** The names the pages give: literal attributes, and My shop's tabs, named `${tab id}-tab`. */
function namesInMarkup(): Set<string> {
  const names = new Set([...markup.matchAll(/data-tour="([a-z-]+)"/g)].map((match) => match[1]!));
  if (markup.includes("data-tour={`${tab.id}-tab`}")) for (const match of markup.matchAll(/id: "([a-z]+)",\s*label:/g)) names.add(`${match[1]}-tab`);
  if (markup.includes('data-tour={editing ? undefined : "product-form"}')) names.add("product-form");
  return names;
}

describe("the tours' targets", () => {
  const wanted = new Set(
    Object.values(TOURS)
      .flatMap((tours) => Object.values(tours))
      .flatMap((tour) => tour.steps)
      .flatMap((step) => step.targets)
      .flatMap((selector) => [...selector.matchAll(/\[data-tour="([a-z-]+)"\]/g)].map((match) => match[1]!)),
  );

  it("are named in the tours", () => {
    expect(wanted.size).toBeGreaterThan(20);
  });

  it("are each carried by some page or component", () => {
    const have = namesInMarkup();
    expect([...wanted].filter((name) => !have.has(name))).toEqual([]);
  });

  it("differ on phones where the desktop's are hidden (the sidebar, the top bar's links)", () => {
    const targetsOf = (variant: "desktop" | "mobile") => new Set(Object.values(TOURS[variant]).flatMap((tour) => tour.steps.flatMap((step) => step.targets)));
    const mobile = targetsOf("mobile");
    for (const desktopOnly of ['[data-tour="search"]', '[data-tour="categories"]', '[data-tour="nav-bar"]', '[data-tour="nav-marketplace"]', '[data-tour="nav-myshop"]']) {
      expect(targetsOf("desktop").has(desktopOnly)).toBe(true);
      expect(mobile.has(desktopOnly)).toBe(false);
    }
  });

  it("that sit in the phone's bottom bar are marked so, and no others: the bar draws their one highlight", () => {
    const bar = readFileSync(path.join(root, "components/layout/mobile-bottom-bar.tsx"), "utf8");
    const inBar = new Set([...bar.matchAll(/data-tour="([a-z-]+)"/g)].map((match) => match[1]!));
    expect(inBar).toEqual(new Set(["bottom-bar", "bottom-marketplace", "bottom-myshop"]));
    const steps = Object.values(TOURS).flatMap((tours) => Object.values(tours)).flatMap((tour) => tour.steps);
    const namesOf = (selector: string) => [...selector.matchAll(/\[data-tour="([a-z-]+)"\]/g)].map((match) => match[1]!);
    for (const step of steps) {
      const barTargets = step.targets.length > 0 && step.targets.every((selector) => namesOf(selector).some((name) => inBar.has(name)));
      expect({ id: step.id, inBottomBar: step.inBottomBar === true }).toEqual({ id: step.id, inBottomBar: barTargets });
    }
    expect(steps.filter((step) => step.inBottomBar).length).toBeGreaterThanOrEqual(3);
  });

  it("of My shop's offer to a student without a shop end at Register as a Seller, with no tooltip in the middle of the page over it", () => {
    for (const variant of ["desktop", "mobile"] as const) {
      const steps = TOURS[variant].becomeSeller.steps;
      expect(steps.at(-1)!.targets).toEqual(['[data-tour="register-seller"]']);
      expect(steps.at(-1)!.placement).toBe("bottom");
      for (const step of steps) {
        expect(step.targets.length).toBeGreaterThan(0);
        expect(step.targets.every((selector) => /data-tour="(become-seller|register-seller)"/.test(selector))).toBe(true);
      }
    }
    const offer = readFileSync(path.join(root, "components/shop/become-seller.tsx"), "utf8");
    expect(offer).toMatch(/data-tour="register-seller"[\s\S]*?>\s*Register as a Seller\s*<\/Button>/);
  });
});
