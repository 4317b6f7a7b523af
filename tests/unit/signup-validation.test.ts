import { signupSchema, type SignupInput } from "@/lib/validation/signup";
import { completeProfileSchema } from "@/lib/validation/profile";
import { firstFieldErrors } from "@/lib/validation/auth";

const valid: SignupInput = {
  fullName: "Achieng Otieno",
  email: "Achieng@Students.example.ac.ke",
  password: "maji-ya-ndimu-42",
  phone: "+254 (712) 345-678",
  campusLocationId: "2",
  accountType: "student",
};

function errorsFor(input: Partial<SignupInput>) {
  const result = signupSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : firstFieldErrors(result.error);
}

describe("sign-up validation (spec section 5)", () => {
  it("a complete student sign-up is accepted, with the email in lower case", () => {
    const result = signupSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("achieng@students.example.ac.ke");
    expect(result.data?.campusLocationId).toBe(2);
  });

  it.each([
    [{ fullName: "" }, "fullName", "Full name is required"],
    [{ fullName: "   " }, "fullName", "Full name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "achieng@" }, "email", "Please enter a valid email address"],
    [{ email: "achieng.example.com" }, "email", "Please enter a valid email address"],
    [{ password: "" }, "password", "Password is required"],
    [{ password: "abc12" }, "password", "Password must be at least 6 characters"],
    [{ phone: "" }, "phone", "Phone number is required"],
    [{ phone: "0712-abc-678" }, "phone", "Please enter a valid phone number"],
    [{ campusLocationId: "" }, "campusLocationId", "Campus location is required"],
    [{ accountType: "wholesaler", businessEmail: "sales@" }, "businessEmail", "Please enter a valid business email address"],
  ] as const)("%o gives %s: '%s'", (input, field, message) => {
    expect(errorsFor(input as Partial<SignupInput>)[field as keyof SignupInput]).toBe(message);
  });

  it("every empty required field is reported at once", () => {
    const errors = errorsFor({ fullName: "", email: "", password: "", phone: "", campusLocationId: "" });
    expect(errors).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      password: "Password is required",
      phone: "Phone number is required",
      campusLocationId: "Campus location is required",
    });
  });

  it("a weak password is refused with its reasons", () => {
    expect(errorsFor({ password: "password123" }).password).toMatch(/^Password is too weak: it is one of the most commonly used passwords/);
    expect(errorsFor({ password: "achieng2026" }).password).toMatch(/contains your (email address|name)/);
    expect(errorsFor({ password: "aaaaaaaa" }).password).toMatch(/repeats a single character/);
  });

  it("student ID, business fields and document fields are optional", () => {
    const result = signupSchema.safeParse({ ...valid, accountType: "wholesaler", studentId: "", businessName: "", wholesalerCode: "CMP4R8TZ", businessEmail: "" });
    expect(result.success).toBe(true);
    expect(result.data?.businessName).toBeUndefined();
  });

  it("a wholesaler needs an access code; a student does not (issue 11, A.8)", () => {
    const wholesaler = signupSchema.safeParse({ ...valid, accountType: "wholesaler", wholesalerCode: " " });
    expect(wholesaler.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["wholesalerCode", "Enter the access code you received from Campus Market"]]);
    expect(signupSchema.safeParse({ ...valid, accountType: "student", wholesalerCode: "" }).success).toBe(true);
  });

  it("an access code is upper-cased and trimmed", () => {
    const result = signupSchema.safeParse({ ...valid, accountType: "wholesaler", wholesalerCode: " cmp4r8tz " });
    expect(result.data?.wholesalerCode).toBe("CMP4R8TZ");
  });
});

describe("profile completion validation (spec section 5)", () => {
  it("needs a full name and a campus location; the phone is optional", () => {
    const result = completeProfileSchema.safeParse({ fullName: "", campusLocation: "", phone: "" });
    expect(result.success).toBe(false);
    expect(firstFieldErrors(result.error!)).toEqual({ fullName: "Full name is required", campusLocation: "Campus location is required" });
    expect(completeProfileSchema.safeParse({ fullName: "Kiprop", campusLocation: "Main Campus", phone: "" }).success).toBe(true);
  });

  it("a phone, when given, must look like one", () => {
    const result = completeProfileSchema.safeParse({ fullName: "Kiprop", campusLocation: "Main Campus", phone: "call me" });
    expect(firstFieldErrors(result.error!)).toEqual({ phone: "Please enter a valid phone number" });
  });

  it("the seller tick arrives as a checkbox value", () => {
    expect(completeProfileSchema.parse({ fullName: "K", campusLocation: "Main Campus", isSeller: "on" }).isSeller).toBe(true);
    expect(completeProfileSchema.parse({ fullName: "K", campusLocation: "Main Campus" }).isSeller).toBe(false);
  });
});
