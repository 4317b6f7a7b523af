import { describeSignupFailure } from "@/lib/accounts/signup-errors";

describe("sign-up failure messages", () => {
  it("a message about the password is shown as it is", () => {
    const message = "Password is too weak: it is one of the most commonly used passwords. Choose something harder to guess.";
    expect(describeSignupFailure(422, message)).toEqual({ message, markEmail: false });
  });

  it("a message about the email marks the email field as already registered", () => {
    expect(describeSignupFailure(409, "A user with this email address has already been registered")).toEqual({
      message: "This email is already registered",
      markEmail: true,
    });
  });

  it("status codes without telling messages map to the spec's texts", () => {
    expect(describeSignupFailure(422, "bad input").message).toBe("Invalid email or password format");
    expect(describeSignupFailure(429, "Too many requests. Please try again later.").message).toBe("Too many requests. Please try again later.");
    expect(describeSignupFailure(500, "boom").message).toBe("Server error. Please try again later.");
    expect(describeSignupFailure(522, "").message).toBe("Server error. Please try again later.");
    expect(describeSignupFailure(400, undefined).message).toBe("Failed to create account");
  });
});
