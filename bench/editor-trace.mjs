// Reads what bench/editor.mjs needs from a Chromium trace of typing: each
// keystroke's input-to-paint latency and the longest task on the page's
// main thread meanwhile.

/** The trace categories the two figures come from. */
export const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'latencyInfo'];

/**
 * Per keystroke, Chromium's `InputLatency::KeyDown` span: from the key
 * event's creation in the browser (COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL) to
 * the swap of the first frame that shows its effect
 * (COMPONENT_INPUT_EVENT_LATENCY_FRAME_SWAP). A key whose span ended without
 * a frame (nothing changed on screen) is counted in `withoutFrame`, not
 * among the latencies. The longest task: the longest `RunTask` on the main
 * thread of the renderer that dispatched the keys, between the first
 * keystroke and the last one's frame.
 */
export function readTypingTrace(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const key = (e) => `${e.name}|${e.pid}|${e.id2?.local ?? e.id2?.global ?? e.id}`;
  const open = new Map();
  const keys = [];
  for (const e of events) {
    if (e.name !== 'InputLatency::KeyDown') continue;
    if (e.ph === 'b') open.set(key(e), e);
    else if (e.ph === 'e' && open.has(key(e))) {
      const begin = open.get(key(e));
      open.delete(key(e));
      const components = begin.args?.chrome_latency_info?.component_info ?? [];
      const swapped = components.some((c) => c.component_type === 'COMPONENT_INPUT_EVENT_LATENCY_FRAME_SWAP');
      keys.push({ start: begin.ts, end: e.ts, ms: (e.ts - begin.ts) / 1000, swapped });
    }
  }
  keys.sort((a, b) => a.start - b.start);
  // The renderer main thread: where the keydown events were dispatched.
  const dispatch = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  let longestTaskMs = null;
  let tasksOver50 = 0;
  /** Tasks over 50 ms: their length and when they began, in ms after the first key. */
  const longTasks = [];
  if (dispatch && keys.length > 0) {
    const from = keys[0].start;
    const to = Math.max(...keys.map((k) => k.end));
    longestTaskMs = 0;
    for (const e of events) {
      if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== dispatch.pid || e.tid !== dispatch.tid) continue;
      if (e.ts + (e.dur ?? 0) < from || e.ts > to) continue;
      const ms = (e.dur ?? 0) / 1000;
      longestTaskMs = Math.max(longestTaskMs, ms);
      if (ms > 50) {
        tasksOver50 += 1;
        longTasks.push({ ms, atMs: (e.ts - from) / 1000 });
      }
    }
  }
  const latencies = keys.filter((k) => k.swapped).map((k) => k.ms);
  return { latencies, keys: keys.length, withoutFrame: keys.length - latencies.length, longestTaskMs, tasksOver50, longTasks };
}

/** The `p`-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
