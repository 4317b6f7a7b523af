/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const renameCategoryAction = jest.fn();
const mergeCategoriesAction = jest.fn();
jest.mock("@/lib/actions/admin-categories", () => ({
  renameCategoryAction: (input: unknown) => renameCategoryAction(input),
  mergeCategoriesAction: (input: unknown) => mergeCategoriesAction(input),
  hideCategoryAction: jest.fn(),
  showCategoryAction: jest.fn(),
}));

import { CategoriesTable, type CategoryRow } from "@/components/admin/categories-table";
import { toasts } from "@/tests/support/notify-mock";

const row = (id: string, name: string, extra: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  name,
  suggested: false,
  suggestedBy: null,
  hidden: false,
  listed: true,
  activeProducts: 1,
  totalProducts: 2,
  isOther: false,
  ...extra,
});
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const CATEGORIES = [
  row(ID(1), "Lab kit", { suggested: true, suggestedBy: "Achieng", listed: false, activeProducts: 0, totalProducts: 0 }),
  row(ID(2), "Electronics"),
  row(ID(3), "Old stuff", { hidden: true, listed: false }),
  row(ID(4), "Other", { isOther: true }),
];

beforeEach(() => {
  toasts.length = 0;
  renameCategoryAction.mockReset();
  mergeCategoriesAction.mockReset();
});

// jsdom draws no CSS: each row's buttons appear twice (the phone copy and the wide one).
const firstButton = (name: string) => screen.getAllByRole("button", { name })[0]!;

describe("the staff category table", () => {
  it("shows each category's state; Other has no buttons and a hidden one offers Show instead of Hide", () => {
    render(<CategoriesTable categories={CATEGORIES} />);
    const rows = screen.getAllByTestId("category-row");
    expect(within(rows[0]!).getByText("Suggested by Achieng")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Not listed yet: no active product")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Built-in")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Hidden")).toBeInTheDocument();
    expect(within(rows[2]!).queryAllByRole("button", { name: "Hide Old stuff" })).toHaveLength(0);
    expect(within(rows[2]!).getAllByRole("button", { name: "Show Old stuff" }).length).toBeGreaterThan(0);
    expect(within(rows[3]!).queryAllByRole("button")).toHaveLength(0);
  });

  it("merging offers only other shown categories, and asks for one before sending", async () => {
    const user = userEvent.setup({ delay: null });
    render(<CategoriesTable categories={CATEGORIES} />);
    await user.click(firstButton("Merge Lab kit"));
    const dialog = screen.getByRole("dialog", { name: "Merge Lab kit" });
    const options = within(dialog).getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Choose a category", "Electronics", "Other"]);
    await user.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(within(dialog).getByText("Choose a category to merge into")).toBeInTheDocument();
    expect(mergeCategoriesAction).not.toHaveBeenCalled();

    mergeCategoriesAction.mockResolvedValue({ data: { message: "Lab kit merged into Electronics; 0 product(s) moved" } });
    await user.selectOptions(within(dialog).getByLabelText("Merge into"), "Electronics");
    await user.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(mergeCategoriesAction).toHaveBeenCalledWith({ sourceId: ID(1), targetId: ID(2) });
    expect(toasts).toEqual([["success", "Lab kit merged into Electronics; 0 product(s) moved"]]);
    expect(refresh).toHaveBeenCalled();
  });

  it("a rename the server refuses shows its message under the name and keeps the dialog open", async () => {
    const user = userEvent.setup({ delay: null });
    render(<CategoriesTable categories={CATEGORIES} />);
    await user.click(firstButton("Rename Electronics"));
    const dialog = screen.getByRole("dialog", { name: "Rename Electronics" });
    renameCategoryAction.mockResolvedValue({ serverError: { message: "Failed to rename category", fieldErrors: { name: "A category with this name already exists" } } });
    await user.clear(within(dialog).getByLabelText("New name"));
    await user.type(within(dialog).getByLabelText("New name"), "lab KIT");
    await user.click(within(dialog).getByRole("button", { name: "Rename" }));
    expect(renameCategoryAction).toHaveBeenCalledWith({ categoryId: ID(2), name: "lab KIT" });
    expect(within(dialog).getByLabelText("New name")).toHaveAccessibleDescription("A category with this name already exists");
  });
});
