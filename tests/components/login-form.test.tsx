/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh }) }));

const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

const toastCalls: Array<[string, string, number | undefined]> = [];
jest.mock("@/components/ui/notify", () => ({
  notify: {
    success: (message: string, duration?: number) => toastCalls.push(["success", message, duration]),
    error: (message: string, duration?: number) => toastCalls.push(["error", message, duration]),
    info: (message: string, duration?: number) => toastCalls.push(["info", message, duration]),
  },
}));

beforeEach(() => {
  replace.mockReset();
  refresh.mockReset();
  signIn.mockReset();
  toastCalls.length = 0;
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
  return user;
}

describe("LoginForm", () => {
  it("empty fields show the spec's messages and nothing is sent", async () => {
    render(<LoginForm returnTo="/home" />);
    await fillAndSubmit("", "");
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("a field's error clears when it is edited", async () => {
    render(<LoginForm returnTo="/home" />);
    const user = await fillAndSubmit("", "");
    await user.type(screen.getByLabelText("Email"), "a");
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("a successful login toasts and goes to the return address", async () => {
    signIn.mockResolvedValue({ ok: true, error: null });
    render(<LoginForm returnTo="/cart" />);
    await fillAndSubmit("Amina@Example.com", "secret1");
    expect(signIn).toHaveBeenCalledWith("credentials", { email: "amina@example.com", password: "secret1", redirect: false });
    expect(toastCalls).toContainEqual(["success", "Successfully logged in!", 2000]);
    expect(replace).toHaveBeenCalledWith("/cart");
  });

  it("wrong credentials show 'Invalid email or password'", async () => {
    signIn.mockResolvedValue({ ok: false, error: "Invalid login credentials" });
    render(<LoginForm returnTo="/home" />);
    await fillAndSubmit("amina@example.com", "nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(replace).not.toHaveBeenCalled();
  });

  it("an unconfirmed email shows the notice and an 8-second toast", async () => {
    signIn.mockResolvedValue({ ok: false, error: "Email not confirmed" });
    render(<LoginForm returnTo="/home" />);
    await fillAndSubmit("amina@example.com", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please confirm your email before logging in. Check your inbox for the confirmation link.",
    );
    expect(toastCalls).toContainEqual(["error", "Email not verified...", 8000]);
  });

  it("a network failure shows the connection error", async () => {
    signIn.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<LoginForm returnTo="/home" />);
    await fillAndSubmit("amina@example.com", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Connection Error - Please check your internet connection and try again.");
    expect(toastCalls).toContainEqual(["error", "Connection Error - Please check your internet connection and try again.", 5000]);
  });
});
