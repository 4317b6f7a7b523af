import { describeLoginFailure } from "@/lib/auth/login-errors";
import { AUTH_ERROR } from "@/lib/messages/auth";
import { z } from "zod";
import { firstFieldErrors, loginSchema } from "@/lib/validation/auth";
import { LOGIN_MESSAGES } from "@/lib/messages/auth";

describe("login failure messages", () => {
  it("an unconfirmed email shows the confirmation notice", () => {
    expect(describeLoginFailure(AUTH_ERROR.emailNotConfirmed)).toEqual({ kind: "unconfirmed", message: LOGIN_MESSAGES.unconfirmed });
    expect(describeLoginFailure("Email confirmation required").kind).toBe("unconfirmed");
  });

  it("wrong credentials show 'Invalid email or password'", () => {
    expect(describeLoginFailure(AUTH_ERROR.invalidCredentials).message).toBe("Invalid email or password");
    expect(describeLoginFailure("CredentialsSignin").kind).toBe("invalid");
    expect(describeLoginFailure("user not found").kind).toBe("invalid");
  });

  it("anything else is a connection error", () => {
    expect(describeLoginFailure(AUTH_ERROR.unavailable).message).toBe(
      "Connection Error - Please check your internet connection and try again.",
    );
    expect(describeLoginFailure(undefined).kind).toBe("connection");
  });
});

describe("login form schema", () => {
  it("empty fields give the spec's messages", () => {
    const result = loginSchema.safeParse({ email: "", password: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual(expect.arrayContaining([["email", "Email is required"], ["password", "Password is required"]]));
  });

  it("a malformed email is refused", () => {
    const result = loginSchema.safeParse({ email: "amina@campus", password: "x" });
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
  });

  it("emails are compared without case or surrounding spaces", () => {
    expect(loginSchema.parse({ email: "  Amina@Example.COM ", password: "x" }).email).toBe("amina@example.com");
  });

  it("a blank email is required, not malformed; the password is kept exactly as typed", () => {
    expect(loginSchema.safeParse({ email: "   ", password: "x" }).error?.issues.map((issue) => issue.message)).toEqual(["Email is required"]);
    expect(loginSchema.parse({ email: "a@b.co", password: " x " }).password).toBe(" x ");
    expect(loginSchema.safeParse({ email: "a@b.co", password: "" }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["password", "Password is required"]]);
  });
});

describe("one message under each field", () => {
  it("keeps the first message of each field, in the order the issues came", () => {
    const schema = z.object({ a: z.string().min(3, "a: too short").regex(/x/, "a: needs an x"), b: z.string().min(1, "b: required") });
    const result = schema.safeParse({ a: "y", b: "" });
    expect(result.error?.issues).toHaveLength(3);
    expect(firstFieldErrors(result.error!)).toEqual({ a: "a: too short", b: "b: required" });
  });

  it("leaves out a message about the form as a whole, which belongs to no field", () => {
    const schema = z.object({ a: z.string() }).refine(() => false, "the whole form");
    expect(firstFieldErrors(schema.safeParse({ a: "x" }).error!)).toEqual({});
  });
});

describe("login rate limit message", () => {
  it("a locked-out student is told to wait, not that the connection failed", () => {
    expect(describeLoginFailure(AUTH_ERROR.rateLimited)).toEqual({ kind: "rateLimited", message: "Too many requests. Please try again later." });
  });

  it("a wait is a wait even when the error also speaks of a password", () => {
    expect(describeLoginFailure("too many requests: wrong password")).toEqual({ kind: "rateLimited", message: LOGIN_MESSAGES.rateLimited });
  });
});

describe("how each sign-in failure is told apart", () => {
  const unconfirmed = { kind: "unconfirmed", message: LOGIN_MESSAGES.unconfirmed };
  const invalid = { kind: "invalid", message: LOGIN_MESSAGES.invalid };
  const connection = { kind: "connection", message: LOGIN_MESSAGES.connection };

  it.each(["Email not confirmed", "email confirmation required", "Account NOT CONFIRMED"])("'%s' asks the student to confirm their email", (error) => {
    expect(describeLoginFailure(error)).toEqual(unconfirmed);
  });

  it("an unconfirmed email is told so even when the error also speaks of a password", () => {
    expect(describeLoginFailure("Email not confirmed: password not checked")).toEqual(unconfirmed);
  });

  it.each(["Invalid login credentials", "invalid", "Wrong PASSWORD", "User not found", "CredentialsSignin"])("'%s' is wrong credentials", (error) => {
    expect(describeLoginFailure(error)).toEqual(invalid);
  });

  it.each([undefined, null, "", "Service unavailable", "fetch failed", "credentialssignin!"])("%p is a connection error", (error) => {
    expect(describeLoginFailure(error)).toEqual(connection);
  });
});
