/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { runPageEffects } from "@/components/onboarding/run-effects";
import { restartEffects } from "@/lib/onboarding/effects";
import { RESTART_RELOAD_MS } from "@/lib/onboarding/timings";

describe("restarting the tutorial in the page", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("loads /home after the delay even when the soft navigation never arrived", () => {
    // A slow campus connection: router.push starts, but the page still shows /cart at 500 ms.
    const push = jest.fn();
    const loadPage = jest.fn();
    runPageEffects(restartEffects(true), { push }, loadPage);

    expect(push).toHaveBeenCalledWith("/home");
    jest.advanceTimersByTime(RESTART_RELOAD_MS - 1);
    expect(loadPage).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith("/home");
  });

  it("clears this device's flags before anything moves", () => {
    window.localStorage.setItem("tutorialCompleted", "true");
    runPageEffects(restartEffects(true), { push: jest.fn() }, jest.fn());
    expect(window.localStorage.getItem("tutorialCompleted")).toBeNull();
  });

  it("that failed on the server neither moves nor loads a page", () => {
    const push = jest.fn();
    const loadPage = jest.fn();
    runPageEffects(restartEffects(false), { push }, loadPage);
    jest.runAllTimers();
    expect(push).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
