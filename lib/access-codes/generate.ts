import { randomBytes } from "node:crypto";

// The spec's constants: 8 characters from an alphabet without I, O, 0 and 1 (easy to
// read aloud and type), from a cryptographic source (see docs/decisions/staff.md). 32 symbols, so the low
// five bits of a random byte pick one without bias.
export const ACCESS_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const ACCESS_CODE_LENGTH = 8;

export function generateAccessCode(): string {
  const bytes = randomBytes(ACCESS_CODE_LENGTH);
  let code = "";
  for (const byte of bytes) code += ACCESS_CODE_ALPHABET[byte & 31];
  return code;
}

export function generateAccessCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateAccessCode());
  return [...codes];
}
