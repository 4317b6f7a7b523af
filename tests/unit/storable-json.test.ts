import { storableJson, storableText } from "@/lib/db/json";

describe("a received body stored as jsonb", () => {
  it("keeps its structure, numbers and ordinary text", () => {
    const body = { Body: { stkCallback: { ResultCode: 0, Items: [{ Name: "Amount", Value: 150.5 }, { Name: "Balance" }], ok: true, nothing: null } } };
    expect(storableJson(body)).toEqual(body);
  });

  it("loses the NUL characters and half surrogate pairs jsonb refuses, in keys and values, at any depth", () => {
    expect(storableJson({ "a\u0000b": ["x\ud800y", { deep: "\udfffz" }] })).toEqual({ ab: ["x\ufffdy", { deep: "\ufffdz" }] });
    expect(storableText("ok 😀 \u0000")).toBe("ok 😀 ");
  });

  it("nothing at all is stored as null, and numbers JSON cannot hold as null", () => {
    expect(storableJson(undefined)).toBeNull();
    expect(storableJson([Infinity, NaN, 1])).toEqual([null, null, 1]);
  });
});
