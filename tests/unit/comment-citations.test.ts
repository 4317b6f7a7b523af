import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Comments in the app's code must be followable by someone who has only this repository.
// A decision number ("D17"), an issue number ("issue 17", "#17") or a section number of a
// text kept elsewhere ("spec section 9", "§6") is not: the decision's record lives in
// docs/decisions/, the wider picture in docs/, and a comment points there instead.
// Only comments are read (through TypeScript's own scanner), so code, strings, zod messages,
// M-Pesa result codes and identifiers with a D in them are never judged.

const root = path.resolve(__dirname, "../..");
const SCANNED = ["app", "components", "lib", "middleware.ts", "instrumentation.ts", "next.config.mjs"];
const SKIPPED = [path.join("lib", "db", "generated")];
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|d\.mts)$/;

const CITATIONS: { kind: string; pattern: RegExp }[] = [
  { kind: "decision number", pattern: /\bD(?:[1-9]|[1-9][0-9])\b|\bdecisions? (?:D|#)?\d/i },
  { kind: "issue number", pattern: /\b(?:issues?|PR|pull request)\s*#?\d+|(?<![\w&/.-])#\d{1,2}\b/i },
  { kind: "section number", pattern: /§|\bsections?\s+\d/i },
];

type Citation = { line: number; kind: string; text: string };

/** Every comment of a source file: the leading and trailing trivia of each token, JSX text excepted. */
function commentsOf(fileName: string, text: string): { pos: number; text: string }[] {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : fileName.endsWith(".ts") || fileName.endsWith(".mts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind === ts.ScriptKind.JS && /\.jsx$/.test(fileName) ? ts.ScriptKind.JSX : kind);
  const found = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source);
    if (children.length === 0) {
      if (node.kind === ts.SyntaxKind.JsxText || node.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) return;
      take(ts.getLeadingCommentRanges(text, node.pos));
      take(ts.getTrailingCommentRanges(text, node.end));
      return;
    }
    children.forEach(visit);
  };
  visit(source);
  return [...found].sort(([a], [b]) => a - b).map(([pos, comment]) => ({ pos, text: comment }));
}

/** The citations in one file's comments, with the line each is on. */
function citationsIn(fileName: string, text: string): Citation[] {
  const out: Citation[] = [];
  for (const comment of commentsOf(fileName, text)) {
    comment.text.split("\n").forEach((line, offset) => {
      for (const { kind, pattern } of CITATIONS) {
        if (pattern.test(line)) {
          const startLine = text.slice(0, comment.pos).split("\n").length;
          out.push({ line: startLine + offset, kind, text: line.trim() });
        }
      }
    });
  }
  return out;
}

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (SKIPPED.includes(entry)) return [];
  if (fs.statSync(full).isFile()) return EXTENSIONS.test(entry) ? [entry] : [];
  return fs.readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

describe("the citation finder", () => {
  it.each([
    ["a decision number", "// Staff only (D4): the gate.\nexport const a = 1;\n"],
    ["two decision numbers", "/** The one writer (decisions D7 and D16). */\nexport const a = 1;\n"],
    ["an issue number", "export const a = 1; // as issue 17 measured\n"],
    ["an issue with a hash", "/* see #17 */\nexport const a = 1;\n"],
    ["a spec section", "// Errors clear when the field is edited (spec section 5).\nexport const a = 1;\n"],
    ["a section sign", "// guides/mpesa-daraja.md §6\nexport const a = 1;\n"],
    ["a numbered subsection", "/**\n * As section 4.2 says.\n */\nexport const a = 1;\n"],
  ])("finds %s", (_, source) => {
    expect(citationsIn("x.ts", source)).toHaveLength(1);
  });

  it("finds a citation in a JSX comment", () => {
    const source = 'export const A = () => (\n  <div>\n    {/* The outline stays whole (issue 17). */}\n    <p>Hi</p>\n  </div>\n);\n';
    expect(citationsIn("x.tsx", source)).toEqual([{ line: 3, kind: "issue number", text: "/* The outline stays whole (issue 17). */" }]);
  });

  it("leaves code, strings, messages and ordinary comments alone", () => {
    const source = [
      'const D7 = "D7"; const issue17 = "issue 17"; const s = "spec section 9 §6 #17";',
      'export const message = z.string().min(1, { error: "Section 2 is required" });',
      "export const CANCELLED = 1032; // Daraja's result code 1032: the student cancelled",
      "// Colours #047857 and #000, an entity &#39;, upstream vercel/next.js#62228 and npm/cli#9846.",
      "// The HDD1 and 3D words, a D-pad, a 1.5 s delay, an ID of 10 digits, 2 issues at once.",
      "const re = /D7|issue 17|§/; // the address's sections are split by slashes",
      "export const html = `<!-- D7 --> ${re.source} // issue 17`;",
    ].join("\n");
    expect(citationsIn("x.ts", source)).toEqual([]);
  });

  it("reads JSX text as text, not as a comment", () => {
    const source = "export const A = () => <p>See https://example.com // issue 17 and D7 on the page.</p>;\n";
    expect(citationsIn("x.tsx", source)).toEqual([]);
  });
});

describe("comments in app/, components/ and lib/", () => {
  it("cite no decision, issue or section number kept outside the repository", () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      citationsIn(file, fs.readFileSync(path.join(root, file), "utf8")).map((c) => `${file}:${c.line} (${c.kind}) ${c.text}`),
    );
    // Point to docs/decisions/<record>.md or a page of docs/ instead, or drop the citation when the comment already says why.
    expect(found).toEqual([]);
  });
});
