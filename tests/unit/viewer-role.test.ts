import { viewerRole } from "@/lib/catalogue/viewer";

const SELLER = "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70";
const SOMEONE_ELSE = "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f";

describe("who is looking at a product or shop", () => {
  it("a signed-out visitor is a visitor", () => {
    expect(viewerRole(null, SELLER)).toBe("visitor");
    expect(viewerRole(undefined, SELLER)).toBe("visitor");
    expect(viewerRole("", SELLER)).toBe("visitor");
  });

  it("the product's own seller is its owner", () => {
    expect(viewerRole(SELLER, SELLER)).toBe("owner");
  });

  it("any other signed-in user is a buyer", () => {
    expect(viewerRole(SOMEONE_ELSE, SELLER)).toBe("buyer");
  });
});
