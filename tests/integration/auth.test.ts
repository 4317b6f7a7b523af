import { authOptions } from "@/lib/auth/options";
import { AUTH_ERROR } from "@/lib/messages/auth";
import { createUser, TEST_PASSWORD } from "./factories";

type Authorize = (credentials: Record<string, string> | undefined, req: unknown) => Promise<unknown>;

function authorize(credentials: Record<string, string> | undefined) {
  const provider = authOptions.providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize(credentials, {});
}

describe("signing in with email and password", () => {
  it("a confirmed user with the right password signs in", async () => {
    const user = await createUser();
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({ id: user.id, email: user.email, sessionVersion: 0 });
  });

  it("the email is matched without case", async () => {
    const user = await createUser();
    await expect(authorize({ email: user.email.toUpperCase(), password: TEST_PASSWORD })).resolves.toMatchObject({ id: user.id });
  });

  it("a wrong password is refused as invalid credentials", async () => {
    const user = await createUser();
    await expect(authorize({ email: user.email, password: "wrong password" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });

  it("an unknown email gets the same answer as a wrong password", async () => {
    await expect(authorize({ email: "nobody@test.campusmarket.ke", password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });

  it("an unconfirmed email is told so only after the right password", async () => {
    const user = await createUser({ verified: false });
    await expect(authorize({ email: user.email, password: "wrong password" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.emailNotConfirmed);
  });

  it("empty credentials are refused without a database call", async () => {
    await expect(authorize({ email: "", password: "" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
    await expect(authorize(undefined)).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });
});
