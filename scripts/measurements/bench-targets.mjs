// The benchmark's load targets (docs/performance.md "Benchmark"), as ratios to the floor
// measured in the same run (bench/floor): absolute requests per second move with the machine and
// with whatever else runs on it; a page's share of what the bare framework serves does not.
// No import.meta here: Jest loads this file as CommonJS for its unit test.

export const LOAD_TARGETS = {
  /** A visitor page serves at least half the requests per second of the floor's prerendered page… */
  visitorShareOfStaticFloor: 0.5,
  /** …with a median response at most twice the prerendered page's median at the same load. */
  visitorMedianOverStaticFloor: 2,
  /** A signed-in page serves at least half the requests per second of the floor's dynamic page. */
  signedInShareOfDynamicFloor: 0.5,
  /** A write shows on every instance's visitor page within this many milliseconds. */
  writeVisibleMs: 1_000,
};

/**
 * A page's load run against its floor. `kind` "visitor" compares with the static floor (throughput
 * and median), "signed-in" with the dynamic floor (throughput). Errors (non-2xx, timeouts) fail it.
 * @param {{ rps: number, p50: number, errors: number }} page
 * @param {{ static: { rps: number, p50: number }, dynamic: { rps: number, p50: number } }} floor
 * @param {"visitor" | "signed-in"} kind
 */
export function compareWithFloor(page, floor, kind) {
  if (kind === "visitor") {
    const share = page.rps / floor.static.rps;
    const medianRatio = page.p50 / Math.max(floor.static.p50, 1);
    const ok = share >= LOAD_TARGETS.visitorShareOfStaticFloor && medianRatio <= LOAD_TARGETS.visitorMedianOverStaticFloor && page.errors === 0;
    return { share, medianRatio, ok };
  }
  const share = page.rps / floor.dynamic.rps;
  const medianRatio = page.p50 / Math.max(floor.static.p50, 1);
  return { share, medianRatio, ok: share >= LOAD_TARGETS.signedInShareOfDynamicFloor && page.errors === 0 };
}

/**
 * What the visitor cache answered during a run, from the x-visitor-cache header of each response.
 * @param {Record<string, number>} counts responses per header value ("hit", "miss", "bypass", "none")
 * @returns {{ hitRatio: number | null, answered: number }} null when no response carried the header
 */
export function hitRatioOf(counts) {
  const withHeader = (counts.hit ?? 0) + (counts.miss ?? 0) + (counts.bypass ?? 0);
  const answered = withHeader + (counts.none ?? 0);
  return { hitRatio: withHeader === 0 ? null : (counts.hit ?? 0) / withHeader, answered };
}
