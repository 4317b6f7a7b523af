// Uploads are judged by their first bytes, not by the file name or the type the
// browser claims (see docs/decisions/private-documents.md): a renamed text file is not a PDF.

export type DetectedFile = { mime: "image/png" | "image/jpeg" | "image/webp" | "application/pdf"; extension: "png" | "jpg" | "webp" | "pdf" };

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function detectFileType(bytes: Uint8Array): DetectedFile | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  // "RIFF" .... "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { mime: "image/webp", extension: "webp" };
  // "%PDF-"
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", extension: "pdf" };
  return null;
}

/** Verification documents: PNG, JPG or PDF (the spec's constants). */
export function detectDocumentType(bytes: Uint8Array): DetectedFile | null {
  const detected = detectFileType(bytes);
  return detected && detected.mime !== "image/webp" ? detected : null;
}
