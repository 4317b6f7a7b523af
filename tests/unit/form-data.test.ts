import { textFields } from "@/lib/validation/form-data";

// The named text fields of a submitted form, for a schema to judge (sign-up, product and shop forms).

describe("the text fields of a submitted form", () => {
  it("takes every named field that is text, empty text included", () => {
    const form = new FormData();
    form.set("name", "Desk lamp");
    form.set("price", "1,500");
    form.set("description", "");
    expect(textFields(form, ["name", "price", "description"])).toEqual({ name: "Desk lamp", price: "1,500", description: "" });
  });

  it("leaves out a named field that is missing or a file, and any field not named", () => {
    const form = new FormData();
    form.set("name", "Desk lamp");
    form.set("price", new File(["1500"], "price.txt", { type: "text/plain" }));
    form.set("isAdmin", "true");
    const fields = textFields(form, ["name", "price", "description"]);
    expect(fields).toEqual({ name: "Desk lamp" });
    expect(Object.keys(fields)).toEqual(["name"]);
  });

  it("takes the first value of a repeated field", () => {
    const form = new FormData();
    form.append("name", "first");
    form.append("name", "second");
    expect(textFields(form, ["name"])).toEqual({ name: "first" });
  });

  it("an empty form has no fields", () => {
    expect(textFields(new FormData(), ["name"])).toEqual({});
  });
});
