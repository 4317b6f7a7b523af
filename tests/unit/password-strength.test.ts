import { describeWeakPassword, passwordWeaknesses, WEAK_PASSWORD_PREFIX } from "@/lib/auth/password-strength";

// The spec's 6-character minimum stands (see docs/decisions/sessions.md), and a weak password is
// refused with its reasons, in plain words.
const COMMON = "it is one of the most commonly used passwords";
const REPEATS = "it repeats a single character";
const SEQUENCE = "it is a simple sequence like 123456 or abcdef";
const EMAIL = "it contains your email address";
const NAME = "it contains your name";

describe("common passwords", () => {
  // The policy: the most common passwords of breach lists, and the ones a Kenyan campus reaches for first.
  const COMMON_PASSWORDS = [
    "123456", "1234567", "12345678", "123456789", "1234567890", "654321", "111111", "000000", "123123",
    "121212", "112233", "666666", "888888", "777777", "159753", "147258", "123321", "password",
    "password1", "password123", "passw0rd", "qwerty", "qwerty123", "qwertyuiop", "asdfgh", "zxcvbn",
    "abc123", "abcdef", "abcd1234", "iloveyou", "letmein", "welcome", "welcome1", "monkey", "dragon",
    "football", "baseball", "sunshine", "princess", "shadow", "master", "superman", "trustno1",
    "computer", "michael", "jennifer", "freedom", "whatever", "starwars", "mustang", "secret",
    "kenya123", "kenya254", "nairobi", "nairobi1", "nairobi254", "student", "student1", "campus",
    "university", "mpesa123", "safaricom", "jesus1", "blessed", "godisgood", "arsenal", "chelsea",
    "manutd", "liverpool",
  ];

  it.each(COMMON_PASSWORDS)("%s is refused as a common password, in any letter case", (password) => {
    expect(passwordWeaknesses(password)).toContain(COMMON);
    expect(passwordWeaknesses(password.toUpperCase())).toContain(COMMON);
    expect(passwordWeaknesses(password.charAt(0).toUpperCase() + password.slice(1))).toContain(COMMON);
  });

  it("a common password with something added is not on the list", () => {
    expect(passwordWeaknesses("password1234x")).not.toContain(COMMON);
    expect(passwordWeaknesses("my nairobi flat")).not.toContain(COMMON);
  });

  it("a password that is common and a sequence gives both reasons, the list first", () => {
    expect(passwordWeaknesses("123456")).toEqual([COMMON, SEQUENCE]);
    expect(passwordWeaknesses("111111")).toEqual([COMMON, REPEATS]);
  });
});

describe("a good password", () => {
  it("has no weaknesses, with or without the student's email and name", () => {
    expect(passwordWeaknesses("chai-at-4-by-the-lake")).toEqual([]);
    expect(passwordWeaknesses("chai-at-4-by-the-lake", { email: "amina.wanjiru@students.uonbi.ac.ke", fullName: "Amina Wanjiru" })).toEqual([]);
    expect(passwordWeaknesses("chai-at-4-by-the-lake", { email: undefined, fullName: undefined })).toEqual([]);
  });
});

describe("a single character repeated", () => {
  it("is refused as repeating, not as a sequence", () => {
    expect(passwordWeaknesses("zzzzzzzz")).toEqual([REPEATS]);
    expect(passwordWeaknesses("9999999")).toEqual([REPEATS]);
    expect(passwordWeaknesses("ZZZZZZ")).toEqual([REPEATS]);
  });

  it("with any other character anywhere is not repeating", () => {
    expect(passwordWeaknesses("zzzzzzzy")).toEqual([]);
    expect(passwordWeaknesses("yzzzzzzz")).toEqual([]);
    expect(passwordWeaknesses("zzzzyzzz")).toEqual([]);
  });
});

describe("a simple sequence of six or more", () => {
  it("ascending letters or digits is refused", () => {
    expect(passwordWeaknesses("bcdefg")).toEqual([SEQUENCE]);
    expect(passwordWeaknesses("23456789")).toEqual([SEQUENCE]);
    expect(passwordWeaknesses("lmnopqrstu")).toEqual([SEQUENCE]);
  });

  it("descending letters or digits is refused", () => {
    expect(passwordWeaknesses("gfedcb")).toEqual([SEQUENCE]);
    expect(passwordWeaknesses("98765432")).toEqual([SEQUENCE]);
  });

  it("in capitals is refused too", () => {
    expect(passwordWeaknesses("BCDEFG")).toEqual([SEQUENCE]);
    expect(passwordWeaknesses("GFEDCB")).toEqual([SEQUENCE]);
  });

  it("of five characters is allowed (the length rule refuses it elsewhere)", () => {
    expect(passwordWeaknesses("bcdef")).toEqual([]);
    expect(passwordWeaknesses("98765")).toEqual([]);
  });

  it("that skips characters, or breaks off, is not a simple sequence", () => {
    expect(passwordWeaknesses("acegik")).toEqual([]);
    expect(passwordWeaknesses("97531-")).toEqual([]);
    expect(passwordWeaknesses("bcdefgz")).toEqual([]);
    expect(passwordWeaknesses("zbcdefg")).toEqual([]);
    expect(passwordWeaknesses("bcdedcb")).toEqual([]);
  });
});

describe("a password containing the student's email", () => {
  const email = "amina.w@students.uonbi.ac.ke";

  it("a password containing the mailbox of your email is refused", () => {
    expect(passwordWeaknesses("my-amina.w-2024", { email })).toEqual([EMAIL]);
  });

  it("is found without regard to letter case, in the password or the email", () => {
    expect(passwordWeaknesses("MY-AMINA.W-2024", { email })).toEqual([EMAIL]);
    expect(passwordWeaknesses("my-amina.w-2024", { email: "Amina.W@Students.UoNbi.ac.ke" })).toEqual([EMAIL]);
  });

  it("only the mailbox counts, not the domain", () => {
    expect(passwordWeaknesses("students-rule-2024", { email })).toEqual([]);
    expect(passwordWeaknesses("uonbi.ac.ke-forever", { email })).toEqual([]);
  });

  it("a mailbox of four characters counts; of three it is too short to judge", () => {
    expect(passwordWeaknesses("the-juma-club", { email: "juma@uonbi.ac.ke" })).toEqual([EMAIL]);
    expect(passwordWeaknesses("the-ali-club", { email: "ali@uonbi.ac.ke" })).toEqual([]);
  });
});

describe("a password containing the student's name", () => {
  it("a password containing any part of your name is refused", () => {
    expect(passwordWeaknesses("wanjiru-2024!", { fullName: "Amina Wanjiru" })).toEqual([NAME]);
    expect(passwordWeaknesses("2024-amina!", { fullName: "Amina Wanjiru" })).toEqual([NAME]);
  });

  it("is found without regard to letter case, and however the name is spaced", () => {
    expect(passwordWeaknesses("WANJIRU-2024!", { fullName: "amina wanjiru" })).toEqual([NAME]);
    expect(passwordWeaknesses("wanjiru-2024!", { fullName: "  AMINA \t WANJIRU  " })).toEqual([NAME]);
  });

  it("name parts of four characters count; shorter ones are too common to judge", () => {
    expect(passwordWeaknesses("juma-rocks-2024", { fullName: "Juma Ali" })).toEqual([NAME]);
    expect(passwordWeaknesses("ali-rocks-2024", { fullName: "Juma Ali" })).toEqual([]);
  });

  it("the email and the name are both reported, the email first", () => {
    expect(passwordWeaknesses("amina.w-wanjiru", { email: "amina.w@uonbi.ac.ke", fullName: "Amina Wanjiru" })).toEqual([EMAIL, NAME]);
  });
});

describe("the weak password message", () => {
  it("names every reason after the prefix and asks for something harder to guess", () => {
    expect(WEAK_PASSWORD_PREFIX).toBe("Password is too weak");
    expect(describeWeakPassword([COMMON])).toBe(
      "Password is too weak: it is one of the most commonly used passwords. Choose something harder to guess.",
    );
    expect(describeWeakPassword([EMAIL, NAME])).toBe(
      "Password is too weak: it contains your email address; it contains your name. Choose something harder to guess.",
    );
  });
});
