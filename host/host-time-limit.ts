// A time limit that measures the host's time, not the kit's pauses. A kit paused past a case's limit (a
// loaded machine, VM steal, Ctrl-Z, a long synchronous stretch of its own) must not fail a host whose
// answer is already waiting: so time is counted in short ticks, a tick that came late counts only as
// much as a punctual one would have, and when the limit is reached the kit first reads what is waiting
// (a setImmediate runs after the event loop's poll phase, which delivers pending pipe data) before it
// declares a timeout.

export interface TimeLimit {
  /** Stops the limit; `onExpire` will not run. */
  cancel(): void;
}

/** The longest tick: short enough that a pause costs the host little, long enough to cost nothing. */
const MAX_TICK_MS = 250;
/** A late tick counts at most this many ticks' worth: the rest of its delay was the kit's pause. */
const LATE_TICK_CAP = 2;

export function hostTimeLimit(ms: number, onExpire: () => void): TimeLimit {
  const tick = Math.max(1, Math.min(MAX_TICK_MS, Math.ceil(ms / 8)));
  let counted = 0;
  let last = performance.now();
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const expireAfterReading = () => {
    immediate = setImmediate(() => {
      if (!cancelled) onExpire();
    });
  };
  const step = () => {
    const now = performance.now();
    counted += Math.min(now - last, tick * LATE_TICK_CAP);
    last = now;
    if (counted >= ms) expireAfterReading();
    else timer = setTimeout(step, Math.min(tick, ms - counted));
  };
  timer = setTimeout(step, Math.min(tick, ms));
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      if (immediate !== undefined) clearImmediate(immediate);
    },
  };
}
