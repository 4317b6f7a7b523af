// Lighthouse's CPU slowdown for this host (docs/performance.md, "Calibrated Lighthouse").
//
// Lighthouse slows the CPU by a multiplier of the host's own speed (4x by default), so the
// same page scores differently on a laptop and on a 2-core server. Its documentation
// (docs/throttling.md, "Calibrating the CPU slowdown", in GoogleChrome/lighthouse) says to read
// the host's `benchmarkIndex` (every report records it as environment.benchmarkIndex) and pick
// the multiplier with its CPU slowdown calculator (lighthouse-cpu-throttling-calculator, which
// Lighthouse's own lr-mobile-config.js cites for its 1.2x). The calculator maps the index to a
// multiplier that lands the run on the mid-tier phone Lighthouse emulates, piecewise linearly:
//   150 → 1x, 800 → 2x, 1300 → 3x, then 1 more every 233 (1533 → 4x, 1766 → 5x, 2000 → 6x);
// below 150 the host is too slow to emulate that phone at all.
// No import.meta here: Jest loads this file as CommonJS for its unit test.

/** Below this index Lighthouse's calculator declines: the host is slower than the phone it emulates. */
export const SLOWEST_CALIBRATABLE_INDEX = 150;

/**
 * The CPU slowdown multiplier for a host's benchmarkIndex, as Lighthouse's calculator computes it,
 * and the range around it the calculator gives. `tooSlow`: below 150, where no slowdown (1x) is
 * the nearest Lighthouse can come and scores will be lower than the target phone's.
 * @param {number} benchmarkIndex
 * @returns {{ multiplier: number, range: [number, number], tooSlow: boolean }}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) {
    const excess = (benchmarkIndex - 1300) / 233;
    const multiplier = 3 + excess;
    const spread = Math.max(excess, 1.5, multiplier * 0.3);
    return { multiplier, range: [multiplier - spread / 2, multiplier + spread / 2], tooSlow: false };
  }
  if (benchmarkIndex >= 800) {
    const multiplier = 2 + (benchmarkIndex - 800) / 500;
    return { multiplier, range: [multiplier - 0.75, multiplier + 0.75], tooSlow: false };
  }
  if (benchmarkIndex >= SLOWEST_CALIBRATABLE_INDEX) {
    const multiplier = 1 + (benchmarkIndex - 150) / 650;
    return { multiplier, range: [multiplier - 0.25, multiplier + 0.25], tooSlow: false };
  }
  return { multiplier: 1, range: [1, 1], tooSlow: true };
}

/** The multiplier as passed to Lighthouse: two decimals are well inside the calculator's own range. */
export const roundedMultiplier = (multiplier) => Math.round(multiplier * 100) / 100;
