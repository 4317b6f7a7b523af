/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { createRef } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));

import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { formValues } from "@/components/ui/form-values";
import { toasts } from "@/tests/support/notify-mock";

// The shared form every dialog is built on: the action's schema first, then the server
// action through next-safe-action's hook, its answer shown in place.

const schema = z.object({ shopName: z.string().trim().min(1, "Please enter a shop name"), phone: z.string() });
type Input = z.infer<typeof schema>;
type Answer = { data?: { message?: string }; serverError?: { message: string; fieldErrors?: Record<string, string> } };

const action = jest.fn<Promise<Answer>, [Input]>();
const done = jest.fn();

beforeEach(() => {
  toasts.length = 0;
  action.mockReset();
  done.mockReset();
});

function Form({ showsRefusal = false }: { showsRefusal?: boolean }) {
  return (
    <ActionForm
      aria-label="Open a shop"
      action={(input: Input) => action(input)}
      schema={schema}
      failed="Could not open your shop"
      read={(form) => formValues(form, ["shopName", "phone"] as const)}
      showsRefusal={showsRefusal}
      onDone={done}
    >
      {({ errors, pending, refusal }) => (
        <>
          {refusal ? <p role="alert">{refusal}</p> : null}
          <TextField label="Shop name" name="shopName" error={errors.shopName} />
          <TextField label="Phone number" name="phone" error={errors.phone} />
          <Button type="submit" pending={pending}>
            Open my shop
          </Button>
        </>
      )}
    </ActionForm>
  );
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Shop name"), "Achieng's Books");
  await user.type(screen.getByLabelText("Phone number"), "0712");
  await user.click(screen.getByRole("button", { name: "Open my shop" }));
}

describe("ActionForm", () => {
  it("is a labelled form the browser does not validate (the messages are ours)", () => {
    render(<Form />);
    const form = screen.getByRole("form", { name: "Open a shop" });
    expect(form).toHaveAttribute("novalidate");
  });

  it("hands its ref to the form element (the reply box submits it on Enter)", () => {
    const ref = createRef<HTMLFormElement>();
    render(
      <ActionForm ref={ref} aria-label="Reply" action={(input: Input) => action(input)} schema={schema} failed="No" read={() => ({ shopName: "", phone: "" })} onDone={done}>
        {() => null}
      </ActionForm>,
    );
    expect(ref.current).toBe(screen.getByRole("form", { name: "Reply" }));
  });

  it("checks the schema first: the message under its field, the keyboard on it, nothing sent", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await user.click(screen.getByRole("button", { name: "Open my shop" }));
    expect(screen.getByLabelText("Shop name")).toHaveAccessibleDescription("Please enter a shop name");
    expect(screen.getByLabelText("Shop name")).toHaveAttribute("aria-invalid", "true");
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByLabelText("Shop name")).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's field errors next to their fields and keeps what was typed", async () => {
    action.mockResolvedValue({ serverError: { message: "Could not open your shop", fieldErrors: { phone: "Enter a Kenyan phone number" } } });
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await fillAndSend(user);
    expect(await screen.findByText("Enter a Kenyan phone number")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription("Enter a Kenyan phone number");
    expect(screen.getByLabelText("Shop name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Shop name")).toHaveValue("Achieng's Books");
    expect(screen.getByLabelText("Phone number")).toHaveValue("0712");
    expect(action).toHaveBeenCalledWith({ shopName: "Achieng's Books", phone: "0712" });
    expect(done).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it("a field's message goes away when that field is edited, the others' stay", async () => {
    action.mockResolvedValue({ serverError: { message: "No", fieldErrors: { shopName: "That name is taken", phone: "Enter a Kenyan phone number" } } });
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await fillAndSend(user);
    await screen.findByText("That name is taken");
    await user.type(screen.getByLabelText("Shop name"), "!");
    expect(screen.queryByText("That name is taken")).not.toBeInTheDocument();
    expect(screen.getByText("Enter a Kenyan phone number")).toBeInTheDocument();
  });

  it("disables submit while the action is on its way, and enables it again after", async () => {
    let answer!: (value: Answer) => void;
    action.mockReturnValue(new Promise<Answer>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await fillAndSend(user);
    const button = screen.getByRole("button", { name: "Open my shop" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    await act(async () => answer({ data: { message: "Your shop is open" } }));
    expect(screen.getByRole("button", { name: "Open my shop" })).toBeEnabled();
    expect(done).toHaveBeenCalledWith({ ok: true, message: "Your shop is open" }, screen.getByRole("form", { name: "Open a shop" }));
  });

  it("a refusal naming no field is a toast, and what was typed stays", async () => {
    action.mockResolvedValue({ serverError: { message: "Too many requests. Please try again later." } });
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await fillAndSend(user);
    await screen.findByRole("button", { name: "Open my shop" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toasts).toEqual([["error", "Too many requests. Please try again later."]]);
    expect(screen.getByLabelText("Shop name")).toHaveValue("Achieng's Books");
  });

  it("or, when the form asks for it, shown in the form; the next submit clears it", async () => {
    action.mockResolvedValueOnce({ serverError: { message: "Settle your open orders first." } });
    const user = userEvent.setup({ delay: null });
    render(<Form showsRefusal />);
    await fillAndSend(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Settle your open orders first.");
    expect(toasts).toEqual([]);
    let answer!: (value: Answer) => void;
    action.mockReturnValueOnce(new Promise<Answer>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole("button", { name: "Open my shop" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(async () => answer({ data: {} }));
  });

  it("a request that never got an answer fails with the form's own message", async () => {
    action.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await fillAndSend(user);
    await screen.findByRole("button", { name: "Open my shop" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toasts).toEqual([["error", "Could not open your shop"]]);
    expect(screen.getByLabelText("Phone number")).toHaveValue("0712");
  });
});
