import { z } from "zod";
import { firstFieldErrors, toActionResult } from "@/lib/actions/result";

// One result module (lib/actions/result.ts) for domain code, actions, route handlers and forms:
// the one field-errors helper reads a schema's issues and the action client's lists alike.

describe("the first message of each field", () => {
  const schema = z.object({ email: z.email("Bad email").min(10, "Too short"), name: z.string().min(1, "Name is required") });

  it("from a schema's issues: one per field, the first one", () => {
    const parsed = schema.safeParse({ email: "x", name: "" });
    expect(parsed.success).toBe(false);
    expect(firstFieldErrors(parsed.error!)).toEqual({ email: "Bad email", name: "Name is required" });
  });

  it("from lists of messages per field, as the action client gets them; an empty list names no field", () => {
    expect(firstFieldErrors({ email: ["Bad email", "Too short"], name: [] })).toEqual({ email: "Bad email" });
    // A form field called "issues" is a list of messages, not a schema's issues.
    expect(firstFieldErrors({ issues: ["Please describe the issue"] })).toEqual({ issues: "Please describe the issue" });
  });
});

describe("the library's result as the UI's", () => {
  it("a refusal, a success, and an empty answer (the action's failure message)", () => {
    expect(toActionResult({ serverError: { message: "No" } }, "Failed")).toEqual({ ok: false, message: "No" });
    expect(toActionResult({ data: { message: "Yes", data: 1 } }, "Failed")).toEqual({ ok: true, message: "Yes", data: 1 });
    expect(toActionResult(undefined, "Failed")).toEqual({ ok: false, message: "Failed" });
  });
});
