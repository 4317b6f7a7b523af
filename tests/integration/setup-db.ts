// testTimeout is a global Jest option that a project cannot set; the integration
// tests start processes and databases, so they get a minute each here.
jest.setTimeout(60_000);

import { db } from "@/lib/db/client";

afterAll(async () => {
  await db.$disconnect();
});
