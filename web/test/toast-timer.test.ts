import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
