/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const editProfileAction = jest.fn();
jest.mock("@/lib/actions/account", () => ({ editProfileAction: (input: unknown) => editProfileAction(input) }));

import { EditProfileButton } from "@/components/profile/edit-profile-dialog";
import { toasts } from "@/tests/support/notify-mock";

// A dialog form on ActionForm: its messages belong to the dialog (gone when it closes),
// the server's answer lands under the field, and a success closes it.

const PROFILE = { fullName: "Wanjiru Kamau", email: "wanjiru@students.example.ac.ke", phone: "0712345678", campusLocationId: 1, isSeller: false };
const CAMPUSES = [{ id: 1, name: "Main Campus" }];

beforeEach(() => {
  toasts.length = 0;
  editProfileAction.mockReset();
  refresh.mockReset();
});

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Edit Profile" }));
  return screen.getByRole("dialog", { name: "Edit Profile" });
}

describe("Edit Profile (a dialog on ActionForm)", () => {
  it("a message shown in the dialog is gone when it is opened again", async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditProfileButton profile={PROFILE} campuses={CAMPUSES} hasPassword />);
    let dialog = await open(user);
    await user.clear(within(dialog).getByLabelText("Full name"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(within(dialog).getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(editProfileAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    dialog = await open(user);
    expect(within(dialog).getByLabelText("Full name")).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).getByLabelText("Full name")).toHaveValue("Wanjiru Kamau");
  });

  it("the server's message goes under its field, the dialog stays open with what was typed; then a success closes it", async () => {
    editProfileAction.mockResolvedValueOnce({ serverError: { message: "Failed to update profile", fieldErrors: { phone: "That phone number belongs to another account" } } });
    const user = userEvent.setup({ delay: null });
    render(<EditProfileButton profile={PROFILE} campuses={CAMPUSES} hasPassword={false} />);
    const dialog = await open(user);
    await user.clear(within(dialog).getByLabelText(/Phone number/));
    await user.type(within(dialog).getByLabelText(/Phone number/), "0722000111");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("That phone number belongs to another account")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Phone number/)).toHaveValue("0722000111");
    expect(editProfileAction).toHaveBeenCalledWith(expect.objectContaining({ fullName: "Wanjiru Kamau", phone: "0722000111" }));

    editProfileAction.mockResolvedValueOnce({ data: { message: "Profile updated" } });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toasts).toEqual([["success", "Profile updated"]]);
    expect(refresh).toHaveBeenCalled();
  });
});
