// How busy the machine's cores were between two moments, from Linux's
// /proc/stat: `npm test` prints it per stage, so a run shows whether its time
// went into work (the cores were full: only less work makes it shorter) or
// into waiting, and how much the host's other machines took (steal).
import { readFileSync } from 'node:fs';

/**
 * The counters of /proc/stat's first line (all cores together, in clock
 * ticks): busy (user, nice, system, irq, softirq; guest time is inside user),
 * idle (idle, iowait) and steal. Undefined for text without that line.
 */
export function parseCpuCounters(text) {
  const fields = /^cpu\s+(.*)$/m.exec(text)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal, cores: (text.match(/^cpu\d+\s/gm) ?? []).length };
}

/** The machine's counters now; undefined where there is no /proc/stat (not Linux). */
export function readCpuCounters() {
  try {
    return parseCpuCounters(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What the cores did between two readings taken `seconds` apart: the share
 * of their time that was busy and that was stolen, and the busy time in
 * core-seconds. Undefined when either reading is missing or no time passed.
 */
export function cpuUse(before, after, seconds) {
  if (!before || !after) return undefined;
  const busy = after.busy - before.busy;
  const steal = after.steal - before.steal;
  const all = busy + steal + after.idle - before.idle;
  if (all <= 0) return undefined;
  const cores = after.cores || 1;
  return { busyShare: busy / all, stealShare: steal / all, coreSeconds: (busy / all) * cores * seconds, cores };
}

/** One line for a stage's timing: `cores busy 97 % (318 core-s), 4 % stolen`. */
export function describeCpuUse(use) {
  if (!use) return '';
  const percent = (share) => `${Math.round(share * 100)} %`;
  return `cores busy ${percent(use.busyShare)} (${Math.round(use.coreSeconds).toLocaleString('en-US')} core-s), ${percent(use.stealShare)} stolen`;
}
