// next/cache for tests that call server code directly (tests/jest.config.mjs maps it here): outside
// Next.js there is no cache to tag, give a lifetime or expire, so each function only records
// its calls. "use cache" is a plain string there, so a cached read runs its query every time.
export const revalidatePath = jest.fn();
export const revalidateTag = jest.fn();
export const updateTag = jest.fn();
export const refresh = jest.fn();
export const cacheLife = jest.fn();
export const cacheTag = jest.fn();
