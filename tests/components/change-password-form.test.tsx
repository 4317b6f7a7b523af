/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const changePasswordAction = jest.fn();
jest.mock("@/lib/actions/account", () => ({ changePasswordAction: (input: unknown) => changePasswordAction(input) }));

import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { toasts } from "@/tests/support/notify-mock";

beforeEach(() => {
  toasts.length = 0;
  changePasswordAction.mockReset();
});

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again = next) {
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), again);
}

describe("Change password (the form every profile dialog's round trip is built like)", () => {
  it("an empty form shows each field's message, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ChangePasswordForm />);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("Please enter your current password");
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your new password")).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByLabelText("Current password")).toHaveFocus();
    expect(changePasswordAction).not.toHaveBeenCalled();
  });

  it("a message goes away when its field is edited", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ChangePasswordForm />);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await user.type(screen.getByLabelText("Current password"), "x");
    expect(screen.queryByText("Please enter your current password")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("the server's refusal of a field shows under that field, and what was typed stays", async () => {
    changePasswordAction.mockResolvedValue({ serverError: { message: "Failed to change password", fieldErrors: { currentPassword: "That password is not right" } } });
    const user = userEvent.setup({ delay: null });
    render(<ChangePasswordForm />);
    await fill(user, "wrong-one", "maji-ya-ndimu-42");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("That password is not right")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveValue("maji-ya-ndimu-42");
    expect(changePasswordAction).toHaveBeenCalledWith({ currentPassword: "wrong-one", password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" });
    expect(toasts).toEqual([]);
  });

  it("a refusal that names no field is a toast", async () => {
    changePasswordAction.mockResolvedValue({ serverError: { message: "Too many requests. Please try again later." } });
    const user = userEvent.setup({ delay: null });
    render(<ChangePasswordForm />);
    await fill(user, "old-secret-2025", "maji-ya-ndimu-42");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await screen.findByRole("button", { name: "Change password" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual([["error", "Too many requests. Please try again later."]]);
  });

  it("a change says so and empties the form", async () => {
    changePasswordAction.mockResolvedValue({ data: { message: "Password changed. Your other devices have been signed out." } });
    const user = userEvent.setup({ delay: null });
    render(<ChangePasswordForm />);
    await fill(user, "old-secret-2025", "maji-ya-ndimu-42");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await screen.findByRole("button", { name: "Change password" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual([["success", "Password changed. Your other devices have been signed out."]]);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });
});
