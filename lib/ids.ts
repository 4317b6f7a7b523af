// Ids in addresses are UUIDs. Kept apart from the zod schemas (lib/validation/ids.ts) so
// browser code that only needs the check (category links on every card) does not pull zod
// into visitors' pages.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not a UUID is "not found" before the database is asked. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
