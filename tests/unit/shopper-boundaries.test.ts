// The cart's and the catalogue's server glue, with the database and Next's cache stood in
// for (unit tests may stub a boundary): which pages a write refreshes, what the navigation
// reads for a visitor and for a user, and which product and seller addresses are 404s.
const revalidatePath = jest.fn();
jest.mock("next/cache", () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }));
const getCurrentUser = jest.fn();
jest.mock("@/lib/auth/session", () => ({ getCurrentUser: () => getCurrentUser() }));
const getSessionViewer = jest.fn();
jest.mock("@/lib/db/users", () => ({ getSessionViewer: (id: string) => getSessionViewer(id) }));
const countOpenIssueReports = jest.fn();
jest.mock("@/lib/db/issue-reports", () => ({ countOpenIssueReports: () => countOpenIssueReports() }));
const countReportedListings = jest.fn();
jest.mock("@/lib/db/listing-reports", () => ({ countReportedListings: () => countReportedListings() }));
const countWaitingVerifications = jest.fn();
jest.mock("@/lib/db/verifications", () => ({ countWaitingVerifications: () => countWaitingVerifications() }));
const productExists = jest.fn();
const sellerExists = jest.fn();
jest.mock("@/lib/db/products", () => ({ productExists: (id: string) => productExists(id), sellerExists: (id: string) => sellerExists(id) }));
const listCatalogueFacets = jest.fn();
const findCategoryByFormerName = jest.fn();
jest.mock("@/lib/db/categories", () => ({
  listCatalogueFacets: () => listCatalogueFacets(),
  findCategoryByFormerName: (name: string) => findCategoryByFormerName(name),
}));

import { refreshShopperPages } from "@/lib/cart/revalidate";
import { getShopperNav } from "@/lib/cart/shopper-nav";
import { isMissingRecordPage, movedCategoryAddress } from "@/lib/catalogue/record-pages";
import { notePublicExpiry } from "@/lib/cache/public-change-bus.mjs";

const ID = "6f320824-6fb5-48b6-acee-cb17d7ed44ac";

beforeEach(() => jest.clearAllMocks());

describe("after a cart or wishlist write", () => {
  it("every page's layout is refreshed, since every page shows the badge and the hearts", () => {
    refreshShopperPages();
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
  });
});

describe("the navigation's shopper data", () => {
  it("a visitor has no counts, no hearts, and nothing is read for them", async () => {
    getCurrentUser.mockResolvedValue(null);
    expect(await getShopperNav()).toEqual({ user: null, counts: null, wishlistIds: [], staffCounts: null });
    expect(getSessionViewer).not.toHaveBeenCalled();
    expect(countOpenIssueReports).not.toHaveBeenCalled();
  });

  it("a user gets their own counts and wishlist", async () => {
    getCurrentUser.mockResolvedValue({ id: "u-1" });
    getSessionViewer.mockResolvedValue({ id: "u-1", navCounts: { cart: 2, wishlist: 1 }, wishlistIds: ["p-1"] });
    expect(await getShopperNav()).toEqual({ user: { id: "u-1" }, counts: { cart: 2, wishlist: 1 }, wishlistIds: ["p-1"], staffCounts: null });
    expect(getSessionViewer).toHaveBeenCalledWith("u-1");
    // Only staff pay for counting their open work.
    expect(countOpenIssueReports).not.toHaveBeenCalled();
  });

  it("staff also get the open issue reports, reported listings and waiting verifications counted for their links", async () => {
    getCurrentUser.mockResolvedValue({ id: "s-1", isStaff: true });
    getSessionViewer.mockResolvedValue({ id: "s-1", navCounts: { cart: 0, wishlist: 0 }, wishlistIds: [] });
    countOpenIssueReports.mockResolvedValue(4);
    countReportedListings.mockResolvedValue(2);
    countWaitingVerifications.mockResolvedValue(1);
    expect(await getShopperNav()).toMatchObject({ staffCounts: { openIssues: 4, reportedListings: 2, waitingVerifications: 1 } });
  });
});

describe("a product or seller address with nothing to show (a 404)", () => {
  it("an id that is not a UUID, or that no record has, is missing; a real one is not", async () => {
    productExists.mockImplementation(async (id: string) => id === ID);
    sellerExists.mockImplementation(async (id: string) => id === ID);
    expect(await isMissingRecordPage(`/product/${ID}`)).toBe(false);
    expect(await isMissingRecordPage(`/product/${ID}/`)).toBe(false);
    expect(await isMissingRecordPage(`/seller/${ID}`)).toBe(false);
    expect(await isMissingRecordPage("/product/not-a-uuid")).toBe(true);
    expect(await isMissingRecordPage(`/product/${ID.replace("6f", "7f")}`)).toBe(true);
    expect(await isMissingRecordPage(`/seller/${ID.replace("6f", "7f")}`)).toBe(true);
    expect(await isMissingRecordPage("/product/%E0%A4%A")).toBe(true);
  });

  it("trailing slashes do not hide a missing record", async () => {
    productExists.mockImplementation(async (id: string) => id === ID);
    const missing = ID.replace("6f", "7f");
    expect(await isMissingRecordPage(`/product/${missing}/`)).toBe(true);
    expect(await isMissingRecordPage(`/product/${missing}//`)).toBe(true);
    expect(await isMissingRecordPage(`/product/${ID}//`)).toBe(false);
  });

  it("an id that is not a UUID, or cannot be decoded, never reaches the database", async () => {
    for (const path of ["/product/not-a-uuid", `/product/${ID}x`, "/seller/%E0%A4%A", `/seller/x${ID}`]) {
      expect(await isMissingRecordPage(path)).toBe(true);
    }
    expect(productExists).not.toHaveBeenCalled();
    expect(sellerExists).not.toHaveBeenCalled();
  });

  it("an encoded id is read decoded", async () => {
    productExists.mockImplementation(async (id: string) => id === ID);
    expect(await isMissingRecordPage(`/product/${encodeURIComponent(ID)}`)).toBe(false);
    expect(productExists).toHaveBeenCalledWith(ID);
  });

  it("other pages, and addresses with no id or more than one segment, are left to the app", async () => {
    for (const path of ["/", "/home", "/product/", "/product", `/product/${ID}/reviews`, "/seller/", "/seller/orders/1", "/cart"]) {
      expect(await isMissingRecordPage(path)).toBe(false);
    }
    expect(productExists).not.toHaveBeenCalled();
    expect(sellerExists).not.toHaveBeenCalled();
  });

  it("a category address is missing unless it names a listed category, by name without case or by id, or All Products", async () => {
    listCatalogueFacets.mockResolvedValue({ categories: [{ id: ID, name: "Study Materials" }], campuses: [] });
    for (const path of ["/category/all", "/category/ALL", "/category/Study%20Materials", "/category/study%20materials/", `/category/${ID}`]) {
      expect(await isMissingRecordPage(path)).toBe(false);
    }
    for (const path of ["/category/nonsense", "/category/Study", `/category/${ID.replace("6f", "7f")}`, "/category/%E0%A4%A"]) {
      expect(await isMissingRecordPage(path)).toBe(true);
    }
    expect(await isMissingRecordPage("/category/nonsense/more")).toBe(false);
  });
});

describe("the category list middleware keeps for a minute", () => {
  it("a category seen within the minute is not asked about again; a minute on it is", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      listCatalogueFacets.mockResolvedValue({ categories: [{ id: ID, name: "Fresh" }], campuses: [] });
      expect(await isMissingRecordPage("/category/Fresh")).toBe(false);
      expect(listCatalogueFacets).toHaveBeenCalledTimes(1);
      now.mockReturnValue(1_000_000 + 59_999);
      expect(await isMissingRecordPage("/category/Fresh")).toBe(false);
      expect(listCatalogueFacets).toHaveBeenCalledTimes(1);
      // Hidden since: at the minute the list is read again, and the page is missing.
      listCatalogueFacets.mockResolvedValue({ categories: [], campuses: [] });
      now.mockReturnValue(1_000_000 + 60_000);
      expect(await isMissingRecordPage("/category/Fresh")).toBe(true);
      expect(listCatalogueFacets).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
    }
  });
});

describe("the category list middleware keeps, after a catalogue write", () => {
  it("a write heard after the list was read makes it old at once; one heard before does not", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(5_000_000);
    try {
      listCatalogueFacets.mockResolvedValue({ categories: [{ id: ID, name: "Renamed soon" }], campuses: [] });
      expect(await isMissingRecordPage("/category/Renamed soon")).toBe(false);
      const reads = listCatalogueFacets.mock.calls.length;
      // A notice from before the list was read changes nothing: still taken from the list.
      notePublicExpiry(["catalogue"], 4_999_999);
      now.mockReturnValue(5_000_010);
      expect(await isMissingRecordPage("/category/Renamed soon")).toBe(false);
      expect(listCatalogueFacets).toHaveBeenCalledTimes(reads);
      // Staff rename it: the notice arrives, and the next look asks the database again.
      listCatalogueFacets.mockResolvedValue({ categories: [], campuses: [] });
      notePublicExpiry(["product:1", "catalogue"], 5_000_020);
      now.mockReturnValue(5_000_030);
      expect(await isMissingRecordPage("/category/Renamed soon")).toBe(true);
      expect(listCatalogueFacets).toHaveBeenCalledTimes(reads + 1);
      // Everything expired ("*") counts too.
      listCatalogueFacets.mockResolvedValue({ categories: [{ id: ID, name: "Back" }], campuses: [] });
      expect(await isMissingRecordPage("/category/Back")).toBe(false);
      notePublicExpiry(["*"], 5_000_040);
      listCatalogueFacets.mockResolvedValue({ categories: [], campuses: [] });
      now.mockReturnValue(5_000_050);
      expect(await isMissingRecordPage("/category/Back")).toBe(true);
      // A notice in the very millisecond the list was read may be of a write it missed: old too.
      listCatalogueFacets.mockResolvedValue({ categories: [{ id: ID, name: "Same moment" }], campuses: [] });
      now.mockReturnValue(5_000_055);
      expect(await isMissingRecordPage("/category/Same moment")).toBe(false);
      notePublicExpiry(["catalogue"], 5_000_055);
      listCatalogueFacets.mockResolvedValue({ categories: [], campuses: [] });
      expect(await isMissingRecordPage("/category/Same moment")).toBe(true);
      // Another tag alone does not.
      now.mockReturnValue(5_000_056);
      listCatalogueFacets.mockResolvedValue({ categories: [{ id: ID, name: "Kept" }], campuses: [] });
      expect(await isMissingRecordPage("/category/Kept")).toBe(false);
      const before = listCatalogueFacets.mock.calls.length;
      notePublicExpiry(["seller:1"], 5_000_060);
      now.mockReturnValue(5_000_070);
      expect(await isMissingRecordPage("/category/Kept")).toBe(false);
      expect(listCatalogueFacets).toHaveBeenCalledTimes(before);
    } finally {
      now.mockRestore();
    }
  });
});

describe("where an old category address leads", () => {
  beforeEach(() => findCategoryByFormerName.mockImplementation(async (key: string) => (key === "vitabu" ? { id: ID, name: "Text Books" } : null)));

  it("a former name, in any case, encoded or with a trailing slash, leads to its category's page", async () => {
    for (const path of ["/category/Vitabu", "/category/VITABU/", "/category/vitabu//", "/category/%56itabu", "/category/%20vitabu%20", "/category/vi%00tabu"]) {
      expect(await movedCategoryAddress(path)).toBe("/category/Text%20Books");
    }
    expect(findCategoryByFormerName).toHaveBeenCalledWith("vitabu");
  });

  it("a name that was never a category's leads nowhere", async () => {
    expect(await movedCategoryAddress("/category/nonsense")).toBeNull();
  });

  it("other pages, deeper addresses, an empty or undecodable name never reach the database", async () => {
    for (const path of ["/product/vitabu", "/category/", "/category", "/category/vitabu/more", "/category/%20", "/category/%E0%A4%A", "/categoryvitabu"]) {
      expect(await movedCategoryAddress(path)).toBeNull();
    }
    expect(findCategoryByFormerName).not.toHaveBeenCalled();
  });
});
