// testTimeout is a global Jest option that a project cannot set; the integration
// tests start processes and databases, so they get a minute each here.
jest.setTimeout(60_000);

import { db } from "@/lib/db/client";
import { RATE_LIMIT_TABLE } from "@/lib/db/rate-limit-store";

// Each test file starts with every rate-limit budget full, as on a database of its own: the
// files of one worker share its database, and a file that used up a phone's prompts (the
// security suites' property tests try the simulator's numbers many times) must not leave the
// next file, whichever it is, answered 429.
beforeAll(async () => {
  await db.$executeRawUnsafe(`DELETE FROM "${RATE_LIMIT_TABLE}"`);
});

afterAll(async () => {
  await db.$disconnect();
});
