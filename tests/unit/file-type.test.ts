import { detectDocumentType, detectFileType } from "@/lib/storage/file-type";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("uploads are judged by their content", () => {
  it("recognises PNG, JPEG, WebP and PDF signatures", () => {
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe("image/png");
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe("image/jpeg");
    expect(detectFileType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))?.mime).toBe("image/webp");
    expect(detectFileType(new TextEncoder().encode("%PDF-1.7\n"))?.mime).toBe("application/pdf");
  });

  it("a text file renamed to .pdf is not a PDF", () => {
    expect(detectDocumentType(new TextEncoder().encode("just some notes, honestly a pdf"))).toBeNull();
  });

  it("documents are PNG, JPG or PDF only", () => {
    expect(detectDocumentType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBeNull();
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff))?.extension).toBe("jpg");
  });

  it("an empty or short file is refused", () => {
    expect(detectFileType(bytes())).toBeNull();
    expect(detectFileType(bytes(0x25, 0x50))).toBeNull();
  });
});
