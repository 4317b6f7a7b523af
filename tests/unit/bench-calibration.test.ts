import { compareWithFloor, hitRatioOf, LOAD_TARGETS } from "@/scripts/measurements/bench-targets.mjs";
import { cpuSlowdownFor, roundedMultiplier, SLOWEST_CALIBRATABLE_INDEX } from "@/scripts/measurements/lighthouse-calibration.mjs";

// The benchmark's two judgements that are not measurements: the CPU slowdown Lighthouse runs at
// on this host (its calculator's mapping from benchmarkIndex), and the load targets read as
// ratios to the floor measured in the same run.

describe("the CPU slowdown for a host's benchmarkIndex", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [1999, 6],
  ])("an index of %d gives %dx, the calculator's anchor points", (index, multiplier) => {
    expect(cpuSlowdownFor(index).multiplier).toBeCloseTo(multiplier, 1);
  });

  it("is linear between anchors: halfway from 150 to 800 is 1.5x, halfway from 800 to 1300 is 2.5x", () => {
    expect(cpuSlowdownFor(475).multiplier).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(1050).multiplier).toBeCloseTo(2.5, 5);
  });

  it("gives the calculator's range around the multiplier: ±0.25 on slow hosts, ±0.75 in the middle, wider on fast ones", () => {
    expect(cpuSlowdownFor(475).range).toEqual([1.25, 1.75]);
    expect(cpuSlowdownFor(1050).range).toEqual([1.75, 3.25]);
    const fast = cpuSlowdownFor(2000);
    expect(fast.range[1] - fast.range[0]).toBeCloseTo(Math.max((2000 - 1300) / 233, 1.5, fast.multiplier * 0.3), 5);
  });

  it("asks for no slowdown on a host slower than the phone Lighthouse emulates, and says so", () => {
    expect(cpuSlowdownFor(SLOWEST_CALIBRATABLE_INDEX - 1)).toEqual({ multiplier: 1, range: [1, 1], tooSlow: true });
    expect(cpuSlowdownFor(SLOWEST_CALIBRATABLE_INDEX).tooSlow).toBe(false);
  });

  it("refuses a benchmarkIndex that is not a positive number", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow("not a benchmarkIndex");
    expect(() => cpuSlowdownFor(0)).toThrow("not a benchmarkIndex");
  });

  it("passes the multiplier to Lighthouse with two decimals", () => {
    expect(roundedMultiplier(1.23456)).toBe(1.23);
    expect(roundedMultiplier(2.005 + 0.001)).toBe(2.01);
  });
});

describe("a page's load run against the floor", () => {
  const floor = { static: { rps: 1000, p50: 10 }, dynamic: { rps: 200, p50: 60 } };

  it("passes a visitor page at half the static floor's throughput and twice its median", () => {
    expect(compareWithFloor({ rps: 500, p50: 20, errors: 0 }, floor, "visitor")).toEqual({ share: 0.5, medianRatio: 2, ok: true });
  });

  it("fails a visitor page below half the static floor's throughput", () => {
    expect(compareWithFloor({ rps: 499, p50: 10, errors: 0 }, floor, "visitor").ok).toBe(false);
  });

  it("fails a visitor page whose median is over twice the static floor's", () => {
    expect(compareWithFloor({ rps: 900, p50: 21, errors: 0 }, floor, "visitor").ok).toBe(false);
  });

  it("judges a signed-in page by the dynamic floor's throughput, not the static one's", () => {
    const page = { rps: 100, p50: 90, errors: 0 };
    expect(compareWithFloor(page, floor, "signed-in")).toMatchObject({ share: 0.5, ok: true });
    expect(compareWithFloor({ ...page, rps: 99 }, floor, "signed-in").ok).toBe(false);
  });

  it("fails a run with errors however fast it was", () => {
    expect(compareWithFloor({ rps: 2000, p50: 5, errors: 1 }, floor, "visitor").ok).toBe(false);
    expect(compareWithFloor({ rps: 2000, p50: 5, errors: 1 }, floor, "signed-in").ok).toBe(false);
  });

  it("holds the issue's targets: half the floor, twice its median, a write within a second", () => {
    expect(LOAD_TARGETS).toEqual({ visitorShareOfStaticFloor: 0.5, visitorMedianOverStaticFloor: 2, signedInShareOfDynamicFloor: 0.5, writeVisibleMs: 1000 });
  });
});

describe("the visitor cache's hit ratio during a run", () => {
  it("is the share of hits among the responses that carried the header", () => {
    expect(hitRatioOf({ hit: 98, miss: 1, bypass: 1 })).toEqual({ hitRatio: 0.98, answered: 100 });
  });

  it("is unknown when no response carried the header (a build without the visitor cache)", () => {
    expect(hitRatioOf({ none: 50 })).toEqual({ hitRatio: null, answered: 50 });
  });
});
