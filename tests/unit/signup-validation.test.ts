import { ACCOUNT_TYPES, SIGNUP_FIELDS, signupSchema, type SignupInput } from "@/lib/validation/signup";
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

describe("sign-up validation", () => {
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

  it("a wholesaler needs an access code; a student does not", () => {
    const wholesaler = signupSchema.safeParse({ ...valid, accountType: "wholesaler", wholesalerCode: " " });
    expect(wholesaler.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["wholesalerCode", "Enter the access code you received from Campus Market"]]);
    expect(signupSchema.safeParse({ ...valid, accountType: "student", wholesalerCode: "" }).success).toBe(true);
  });

  it("an access code is upper-cased and trimmed", () => {
    const result = signupSchema.safeParse({ ...valid, accountType: "wholesaler", wholesalerCode: " cmp4r8tz " });
    expect(result.data?.wholesalerCode).toBe("CMP4R8TZ");
  });
});

describe("profile completion validation", () => {
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

describe("sign-up fields in detail", () => {
  const wholesaler: SignupInput = { ...valid, accountType: "wholesaler", wholesalerCode: "CMP4R8TZ" };
  const issuesFor = (input: Partial<Record<keyof SignupInput, unknown>>, base: SignupInput = wholesaler) =>
    signupSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];
  const parsed = (input: Partial<SignupInput>, base: SignupInput = wholesaler) => signupSchema.parse({ ...base, ...input });

  it("a wholesaler's business phone is read like any phone; one with letters is refused", () => {
    expect(parsed({ businessPhone: " +254 (20) 123-4567 " }).businessPhone).toBe("+254 (20) 123-4567");
    expect(issuesFor({ businessPhone: "020 CALL NOW" })).toEqual([["businessPhone", "Please enter a valid phone number"]]);
    expect(issuesFor({ businessPhone: "ext. 12" })).toEqual([["businessPhone", "Please enter a valid phone number"]]);
    expect(parsed({ businessPhone: "  " }).businessPhone).toBeUndefined();
  });

  it("a business email, when given, must be an email address, and is kept as typed apart from spaces", () => {
    expect(parsed({ businessEmail: " Sales@Gikomba.co.ke " }).businessEmail).toBe("Sales@Gikomba.co.ke");
    expect(issuesFor({ businessEmail: "sales at gikomba" })).toEqual([["businessEmail", "Please enter a valid business email address"]]);
  });

  it.each([
    ["studentId", 50, "Student ID must be at most 50 characters"],
    ["businessName", 120, "Business name must be at most 120 characters"],
    ["businessLicenseNumber", 60, "Licence number must be at most 60 characters"],
    ["taxId", 40, "Tax ID must be at most 40 characters"],
    ["businessAddress", 200, "Business address must be at most 200 characters"],
    ["businessDescription", 1000, "Business description must be at most 1000 characters"],
    ["businessWebsite", 200, "Website must be at most 200 characters"],
  ] as const)("%s of %i characters is accepted and one more is refused with '%s'", (field, max, message) => {
    expect(parsed({ [field]: "x".repeat(max) })[field]).toBe("x".repeat(max));
    expect(issuesFor({ [field]: "x".repeat(max + 1) })).toEqual([[field, message]]);
  });

  it("a business phone of 20 characters is accepted and 21 is refused with 'Please enter a valid phone number'", () => {
    expect(parsed({ businessPhone: "0".repeat(20) }).businessPhone).toBe("0".repeat(20));
    expect(issuesFor({ businessPhone: "0".repeat(21) })[0]).toEqual(["businessPhone", "Please enter a valid phone number"]);
  });

  it("a business email of 254 characters is accepted and 255 is refused with 'Please enter a valid business email address'", () => {
    const at254 = `${"s".repeat(254 - "@gikomba.co.ke".length)}@gikomba.co.ke`;
    expect(parsed({ businessEmail: at254 }).businessEmail).toBe(at254);
    expect(issuesFor({ businessEmail: `s${at254}` })[0]).toEqual(["businessEmail", "Please enter a valid business email address"]);
  });

  it("an access code of 20 characters is taken (the server says whether it is real) and 21 is refused with 'Access codes are 8 characters'", () => {
    expect(parsed({ wholesalerCode: "c".repeat(20) }).wholesalerCode).toBe("C".repeat(20));
    expect(issuesFor({ wholesalerCode: "c".repeat(21) })).toEqual([["wholesalerCode", "Access codes are 8 characters"]]);
  });

  it("the optional fields are trimmed; a business description keeps its lines, the other fields are one line", () => {
    const data = parsed({ businessName: "  Gikomba\nStationers ", businessDescription: "  Pens\nand paper  ", studentId: " S123 " });
    expect(data).toMatchObject({ businessName: "Gikomba Stationers", businessDescription: "Pens\nand paper", studentId: "S123" });
  });

  it("a campus location is its id, digits only: junk before or after the digits is refused", () => {
    expect(parsed({ campusLocationId: " 12 " }, valid).campusLocationId).toBe(12);
    expect(parsed({ campusLocationId: "123456789" }, valid).campusLocationId).toBe(123456789);
    for (const campusLocationId of ["abc1", "1abc", "1 2", "-1", "2.5", "1234567890", "0x1f", "x"]) {
      expect([campusLocationId, issuesFor({ campusLocationId }, valid)]).toEqual([campusLocationId, [["campusLocationId", "Campus location is required"]]]);
    }
    expect(issuesFor({ campusLocationId: undefined }, valid)).toEqual([["campusLocationId", "Campus location is required"]]);
  });

  it("a phone of 20 characters is accepted and 21 is refused with 'Please enter a valid phone number'", () => {
    expect(parsed({ phone: "0".repeat(20) }, valid).phone).toBe("0".repeat(20));
    expect(parsed({ phone: " 0712 345 678 " }, valid).phone).toBe("0712 345 678");
    expect(issuesFor({ phone: "0".repeat(21) }, valid)).toEqual([["phone", "Please enter a valid phone number"]]);
    expect(issuesFor({ phone: undefined }, valid)).toEqual([["phone", "Phone number is required"]]);
  });

  it("a password of 128 characters is accepted and 129 is refused with 'Password must be at most 128 characters'", () => {
    const long = "Kahawa-".repeat(19);
    expect(parsed({ password: long.slice(0, 128) }, valid).password).toBe(long.slice(0, 128));
    expect(issuesFor({ password: long.slice(0, 129) }, valid)).toEqual([["password", "Password must be at most 128 characters"]]);
    expect(issuesFor({ password: undefined }, valid)).toEqual([["password", "Password is required"]]);
  });

  it("a password of 5 characters is only too short, not also weak; a weak one of exactly 6 is weak", () => {
    expect(issuesFor({ password: "aaaaa" }, valid)).toEqual([["password", "Password must be at least 6 characters"]]);
    expect(issuesFor({ password: "zzzzzz" }, valid)).toEqual([["password", "Password is too weak: it repeats a single character. Choose something harder to guess."]]);
  });

  it("a password is weak when it holds the mailbox of the email, or a name from the full name", () => {
    const person = { ...valid, fullName: "Wanjiru Kamau", email: "kipchumba@students.example.ac.ke" };
    expect(issuesFor({ password: "kipchumba-77" }, person)).toEqual([["password", "Password is too weak: it contains your email address. Choose something harder to guess."]]);
    expect(issuesFor({ password: "kamau-rocks-77" }, person)).toEqual([["password", "Password is too weak: it contains your name. Choose something harder to guess."]]);
  });

  it("the account type is student or wholesaler, student when not given", () => {
    expect(ACCOUNT_TYPES).toEqual(["student", "wholesaler"]);
    expect(parsed({ accountType: undefined }, valid).accountType).toBe("student");
    expect(issuesFor({ accountType: "admin" }, valid).map(([field]) => field)).toEqual(["accountType"]);
  });

  it("the form's fields are listed in the order the form shows them", () => {
    expect(SIGNUP_FIELDS).toEqual([
      "fullName",
      "email",
      "password",
      "phone",
      "campusLocationId",
      "accountType",
      "studentId",
      "businessName",
      "businessLicenseNumber",
      "taxId",
      "businessAddress",
      "businessPhone",
      "businessEmail",
      "businessDescription",
      "businessWebsite",
      "wholesalerCode",
    ]);
  });
});

describe("profile completion fields in detail", () => {
  const base = { fullName: "Kiprop Chebet", campusLocation: "Main Campus" };
  const issuesFor = (input: Record<string, unknown>) => completeProfileSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];

  it.each([
    [true, true],
    [false, false],
    ["on", true],
    ["true", true],
    ["false", false],
    ["", false],
    [undefined, false],
  ])("the seller tick %p reads as %p", (isSeller, expected) => {
    expect(completeProfileSchema.parse({ ...base, isSeller }).isSeller).toBe(expected);
  });

  it("any other seller value is refused", () => {
    for (const isSeller of ["yes", "off", 1]) expect(completeProfileSchema.safeParse({ ...base, isSeller }).success).toBe(false);
  });

  it("a phone is trimmed; blank is no phone; 20 characters are accepted and 21 refused with 'Please enter a valid phone number'", () => {
    expect(completeProfileSchema.parse({ ...base, phone: " 0712 345 678 " }).phone).toBe("0712 345 678");
    expect(completeProfileSchema.parse({ ...base, phone: "   " }).phone).toBeUndefined();
    expect(completeProfileSchema.parse(base).phone).toBeUndefined();
    expect(completeProfileSchema.parse({ ...base, phone: "0".repeat(20) }).phone).toBe("0".repeat(20));
    expect(issuesFor({ phone: "0".repeat(21) })).toEqual([["phone", "Please enter a valid phone number"]]);
  });

  it("a campus location of 100 characters is accepted and 101 is refused with 'Campus location must be at most 100 characters'", () => {
    expect(completeProfileSchema.parse({ ...base, campusLocation: ` ${"c".repeat(100)} ` }).campusLocation).toBe("c".repeat(100));
    expect(issuesFor({ campusLocation: "c".repeat(101) })).toEqual([["campusLocation", "Campus location must be at most 100 characters"]]);
    expect(issuesFor({ campusLocation: undefined })).toEqual([["campusLocation", "Campus location is required"]]);
  });
});
