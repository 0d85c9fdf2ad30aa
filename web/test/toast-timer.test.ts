import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastPlacement } from "~/components/layout/toastPlacement";
import { dismissAfter, pausableTimer } from "~/components/layout/toastTimer";

describe("toast timing (SPEC §9, issue 24)", () => {
  it("success, info and warning go after 2500 ms; errors and persistent toasts stay until dismissed", () => {
    expect(dismissAfter({ type: "success" })).toBe(2500);
    expect(dismissAfter({ type: "info" })).toBe(2500);
    expect(dismissAfter({ type: "warning" })).toBe(2500);
    expect(dismissAfter({ type: "danger" })).toBeNull();
    expect(dismissAfter({ type: "success", persistent: true })).toBeNull();
  });

  describe("pausableTimer", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("expires after its time when nobody holds it", () => {
      const expire = vi.fn();
      pausableTimer(2500, expire);
      vi.advanceTimersByTime(2499);
      expect(expire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(expire).toHaveBeenCalledOnce();
    });

    it("waits while paused (hover, focus) and then runs only the time that was left", () => {
      const expire = vi.fn();
      const timer = pausableTimer(2500, expire);
      vi.advanceTimersByTime(2000);
      timer.pause();
      vi.advanceTimersByTime(60_000);
      expect(expire).not.toHaveBeenCalled();
      timer.resume();
      vi.advanceTimersByTime(499);
      expect(expire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(expire).toHaveBeenCalledOnce();
    });

    it("pause and resume twice in a row change nothing; cancel stops it for good", () => {
      const expire = vi.fn();
      const timer = pausableTimer(1000, expire);
      timer.pause();
      timer.pause();
      timer.resume();
      timer.resume();
      vi.advanceTimersByTime(1000);
      expect(expire).toHaveBeenCalledOnce();
      const cancelled = vi.fn();
      const other = pausableTimer(1000, cancelled);
      other.cancel();
      other.resume();
      vi.advanceTimersByTime(5000);
      expect(cancelled).not.toHaveBeenCalled();
    });
  });
});

describe("toast placement (issue 24: never over the focused element)", () => {
  it("stays at the top when nothing is focused or the focus is below the toasts", () => {
    expect(toastPlacement(null, 60, 180)).toEqual({ edge: "top", scroll: 0 });
    expect(toastPlacement({ top: 100, bottom: 130 }, 60, 180)).toEqual({ edge: "top", scroll: 0 });
  });

  it("goes to the bottom when it would cover the focused element at the top (320 × 180 px: 1280 × 720 at 400 %)", () => {
    expect(toastPlacement({ top: 20, bottom: 50 }, 60, 180)).toEqual({ edge: "bottom", scroll: 0 });
  });

  it("covered at both edges: the edge that covers less, and the element scrolled clear of it", () => {
    // 75 px of toast in 180 px: an element at 61–99 px is under the top band (0–83) and the bottom one (97–180).
    expect(toastPlacement({ top: 61, bottom: 99 }, 75, 180)).toEqual({ edge: "bottom", scroll: 2 });
    expect(toastPlacement({ top: 70, bottom: 110 }, 75, 180)).toEqual({ edge: "top", scroll: -13 });
    // A quarter pixel under the toasts is still under them: whole pixels, away from them.
    expect(toastPlacement({ top: 79.75, bottom: 133 }, 72, 180)).toEqual({ edge: "top", scroll: -1 });
  });

  it("an element taller than what is left of the window is not scrolled: the edge that covers less of it", () => {
    expect(toastPlacement({ top: 0, bottom: 150 }, 60, 180)).toEqual({ edge: "bottom", scroll: 0 });
    expect(toastPlacement({ top: 40, bottom: 400 }, 60, 180)).toEqual({ edge: "top", scroll: 0 });
  });
});
