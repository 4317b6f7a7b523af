/** The named text fields of a submitted form; files and missing fields are left out for the schema to judge. */
export function textFields<Name extends string>(form: FormData, names: readonly Name[]): Partial<Record<Name, string>> {
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
