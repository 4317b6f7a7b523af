import { confirmationEmail, escapeHtml, passwordResetEmail, welcomeEmail } from "@/lib/mail/templates";

const link = "https://campus.example/auth/callback?token=abc123&next=%2Fhome";
const templates = [
  ["confirmation", confirmationEmail],
  ["welcome", welcomeEmail],
  ["password reset", passwordResetEmail],
] as const;

describe.each(templates)("the %s email", (_name, template) => {
  it("puts the link alone on a line of the text part", () => {
    const { text } = template({ username: "Wanjiru", link });
    expect(text.split("\n")).toContain(link);
  });

  it("links the button and shows the raw link in the html part, escaped", () => {
    const { html } = template({ username: "Wanjiru", link });
    const escaped = link.replace(/&/g, "&amp;");
    expect(html).toContain(`href="${escaped}"`);
    expect(html).toContain(`>${escaped}</a>`);
    expect(html).not.toContain("token=abc123&next");
  });

  it("greets the user by name", () => {
    const { text, html } = template({ username: "Wanjiru", link });
    expect(text.startsWith("Hi Wanjiru,\n")).toBe(true);
    expect(html).toContain("Hi Wanjiru,");
  });

  it("greets with 'Hi there,' when the name is empty or blank", () => {
    for (const username of ["", "   "]) {
      const { text, html } = template({ username, link });
      expect(text.startsWith("Hi there,\n")).toBe(true);
      expect(html).toContain("Hi there,");
    }
  });

  it("escapes the name in the html part", () => {
    const { html, text } = template({ username: "<script>alert('x')</script>", link });
    expect(html).toContain("Hi &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;,");
    expect(html).not.toContain("<script>");
    expect(text).toContain("Hi <script>alert('x')</script>,");
  });

  it("escapes a link that tries to break out of the href", () => {
    const { html } = template({ username: "Wanjiru", link: 'https://campus.example/"><img src=x>' });
    expect(html).not.toContain("<img");
    expect(html).toContain('href="https://campus.example/&quot;&gt;&lt;img src=x&gt;"');
  });
});

describe("subjects and wording", () => {
  it("asks to confirm the email address for Campus Market within 24 hours", () => {
    const email = confirmationEmail({ username: "Wanjiru", link });
    expect(email.subject).toBe("Confirm your email address for Campus Market");
    expect(email.text).toContain("expires in 24 hours");
    expect(email.html).toContain("expires in 24 hours");
  });

  it("welcomes the user to Campus Market", () => {
    const email = welcomeEmail({ username: "Wanjiru", link });
    expect(email.subject).toBe("Welcome to Campus Market");
    expect(email.text).toContain("marketplace");
  });

  it("offers a password reset that expires in 1 hour and can be ignored", () => {
    const email = passwordResetEmail({ username: "Wanjiru", link });
    expect(email.subject).toBe("Reset your Campus Market password");
    expect(email.text).toContain("expires in 1 hour");
    expect(email.text).toContain("If you did not ask for this, ignore this email");
    expect(email.html).toContain("If you did not ask for this, ignore this email");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});
