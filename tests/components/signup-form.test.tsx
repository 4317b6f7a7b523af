/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignupForm } from "@/components/auth/signup-form";

const toastCalls: Array<[string, string]> = [];
jest.mock("@/components/ui/notify", () => ({
  notify: {
    success: (message: string) => toastCalls.push(["success", message]),
    error: (message: string) => toastCalls.push(["error", message]),
    info: (message: string) => toastCalls.push(["info", message]),
  },
}));

const CAMPUSES = [
  { id: 1, name: "City Campus" },
  { id: 2, name: "Main Campus" },
];

const fetchMock = jest.fn();
beforeEach(() => {
  toastCalls.length = 0;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body });
}

/** A student who pastes their details (one input event per field: typing them key by key made this file the slowest of the mutation run). */
async function fillValidStudent(user: ReturnType<typeof userEvent.setup>) {
  const fields: Array<[string, string]> = [
    ["Full name", "Achieng Otieno"],
    ["Email", "achieng@students.example.ac.ke"],
    ["Password", "maji-ya-ndimu-42"],
    ["Phone number", "0712 345 678"],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText("Campus location"), "Main Campus");
}

describe("SignupForm", () => {
  it("shows the spec's messages for empty required fields, sends nothing, and clears a message when its field is edited", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    for (const message of ["Full name is required", "Email is required", "Password is required", "Phone number is required", "Campus location is required"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Full name")).toHaveFocus();

    await user.type(screen.getByLabelText("Full name"), "A");
    expect(screen.queryByText("Full name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("the wholesaler choice shows the business fields and the access code instead of the student ID", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    expect(screen.getByLabelText(/Student ID \(optional\)/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Wholesaler/));
    expect(screen.queryByLabelText(/^Student ID/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Wholesaler access code/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Business licence document/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Business email/));
    await user.paste("sales@");
    await fillValidStudent(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText("Please enter a valid business email address")).toBeInTheDocument();
  });

  it("a successful sign-up shows 'Check Your Email' and every warning", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    await fillValidStudent(user);
    respond(201, { ok: true, data: { email: "achieng@students.example.ac.ke", warnings: ["Your document was not uploaded"] } });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend Email" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth");
    expect(toastCalls).toEqual([
      ["success", "Account created successfully! Please check your email for the confirmation link."],
      ["info", "Your document was not uploaded"],
    ]);
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect(body.get("campusLocationId")).toBe("2");
    expect(body.get("accountType")).toBe("student");
  });

  it("an email already registered is marked on the email field", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    await fillValidStudent(user);
    respond(409, { ok: false, message: "A user with this email address has already been registered" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("This email is already registered").length).toBeGreaterThan(0);
  });

  it.each([
    [429, "Too many requests. Please try again later.", "Too many requests. Please try again later."],
    [500, "Internal", "Server error. Please try again later."],
  ])("status %i reads '%s' as '%s'", async (status, error, shown) => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    await fillValidStudent(user);
    respond(status, { ok: false, message: error });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
  });

  it("campus locations that failed to load are said so", () => {
    render(<SignupForm campuses={null} />);
    expect(toastCalls).toContainEqual(["error", "Failed to load campus locations"]);
    expect(screen.getByLabelText("Campus location")).toBeDisabled();
  });

  it("a document over 10MB is refused before anything is sent", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    const big = new File(["x"], "id.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText(/Student ID document/), big);
    expect(screen.getByText("The document must be 10MB or smaller")).toBeInTheDocument();
  });

  it("a document of exactly 10MB is accepted and sent with the form", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    const document = new File(["%PDF-1.7"], "student-id.pdf", { type: "application/pdf" });
    Object.defineProperty(document, "size", { value: 10 * 1024 * 1024 });
    await user.upload(screen.getByLabelText(/Student ID document/), document);
    expect(screen.queryByText("The document must be 10MB or smaller")).not.toBeInTheDocument();
    await fillValidStudent(user);
    respond(201, { ok: true, data: { email: "achieng@students.example.ac.ke", warnings: [] } });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("heading", { name: "Check Your Email" });
    const sent = (fetchMock.mock.calls[0][1].body as FormData).get("documentFile") as File;
    expect(sent.name).toBe("student-id.pdf");
  });

  it("a normal-size photo of an ID is accepted, and choosing a too-big one after it drops it", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SignupForm campuses={CAMPUSES} />);
    const input = screen.getByLabelText(/Student ID document/);
    await user.upload(input, new File([new Uint8Array(200 * 1024)], "id.jpg", { type: "image/jpeg" }));
    expect(screen.queryByText("The document must be 10MB or smaller")).not.toBeInTheDocument();
    const big = new File(["x"], "scan.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText("The document must be 10MB or smaller")).toBeInTheDocument();
    await fillValidStudent(user);
    respond(201, { ok: true, data: { email: "achieng@students.example.ac.ke", warnings: [] } });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("heading", { name: "Check Your Email" });
    expect((fetchMock.mock.calls[0][1].body as FormData).get("documentFile")).toBeNull();
  });

  it("the document picker offers PNG, JPG and PDF up to 10MB", () => {
    render(<SignupForm campuses={CAMPUSES} />);
    expect(screen.getByLabelText(/Student ID document/)).toHaveAttribute("accept", "image/png,image/jpeg,application/pdf");
    expect(screen.getByText("PNG, JPG or PDF up to 10MB")).toBeInTheDocument();
  });
});
