import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Every server action is built on the action client of lib/actions/safe-action.ts:
// the session is read there and nowhere else, and a visitor is refused before
// the input is parsed or the database is touched.

// The modules validate the environment when loaded; nothing here connects to anything.
process.env.DATABASE_URL ??= "postgresql://unit@127.0.0.1:1/never-connected";
process.env.NEXTAUTH_SECRET ??= "unit-test-secret-that-is-at-least-32-characters";

const currentUser = jest.fn(async () => null);
jest.mock("@/lib/auth/session", () => ({ getCurrentUser: () => currentUser() }));
jest.mock("@/lib/db/client", () => ({
  db: new Proxy({}, { get: () => { throw new Error("a visitor's call reached the database"); } }),
}));

const actionsDir = path.resolve(__dirname, "../../lib/actions");
const actionFiles = readdirSync(actionsDir).filter((file) => file.endsWith(".ts") && !["safe-action.ts", "result.ts"].includes(file));

/** Actions a visitor may call: public lists, the sign-in callback's question, the emailed reset link. */
const PUBLIC_ACTIONS = new Set(["loadMoreProductsAction", "getPostSignInDestinationAction", "resetPasswordAction"]);

function exportsOf(file: string): Record<string, unknown> {
  return jest.requireActual(path.join(actionsDir, file));
}

describe("the action contract", () => {
  it("finds the action files", () => {
    expect(actionFiles).toEqual(expect.arrayContaining(["cart.ts", "wishlist.ts", "shop.ts", "account.ts", "access-codes.ts", "catalogue.ts"]));
  });

  it("the session is read only by the action client", () => {
    for (const file of [...actionFiles, "result.ts"]) {
      const source = readFileSync(path.join(actionsDir, file), "utf8");
      expect({ file, readsSession: /getCurrentUser|getServerSession|requireUser/.test(source) }).toEqual({ file, readsSession: false });
    }
  });

  it("every export of a 'use server' file is an action named …Action (helpers would be callable from the browser)", () => {
    for (const file of actionFiles) {
      expect(readFileSync(path.join(actionsDir, file), "utf8").startsWith('"use server";')).toBe(true);
      for (const [name, value] of Object.entries(exportsOf(file))) {
        expect({ file, name, isAction: typeof value === "function" && name.endsWith("Action") }).toEqual({ file, name, isAction: true });
      }
    }
  });

  it("every action not listed as public refuses a visitor with its message, reading the session once and the database never", async () => {
    const refused: string[] = [];
    for (const file of actionFiles) {
      for (const [name, action] of Object.entries(exportsOf(file))) {
        if (PUBLIC_ACTIONS.has(name)) continue;
        currentUser.mockClear();
        const result = (await (action as (input: unknown) => Promise<unknown>)(undefined)) as { serverError?: { message?: string }; data?: unknown };
        expect({ name, sessionReads: currentUser.mock.calls.length }).toEqual({ name, sessionReads: 1 });
        expect({ name, refused: typeof result?.serverError?.message === "string" && result.serverError.message.length > 0, data: result?.data }).toEqual({ name, refused: true, data: undefined });
        refused.push(name);
      }
    }
    // The cart, wishlist, shop, profile and staff writes at least.
    expect(refused.length).toBeGreaterThanOrEqual(17);
  });

  it("a visitor adding to the cart is told to log in (the action's own signed-out text)", async () => {
    const { addToCartAction } = jest.requireActual("@/lib/actions/cart");
    await expect(addToCartAction({ productId: "00000000-0000-0000-0000-000000000000" })).resolves.toEqual({ serverError: { message: "Please login to add items to cart" } });
  });

  it("input the schema refuses comes back as the action's message with one message per field", async () => {
    currentUser.mockResolvedValueOnce({ id: "u", email: "u@example.com", isStaff: true } as never);
    const { generateAccessCodesAction } = jest.requireActual("@/lib/actions/access-codes");
    await expect(generateAccessCodesAction({ count: 51 })).resolves.toEqual({
      serverError: { message: "Failed to generate codes", fieldErrors: { count: "Enter a number from 1 to 50" } },
    });
  });
});
