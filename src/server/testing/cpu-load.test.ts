import { describe, expect, it } from 'vitest';
import { cpuUse, describeCpuUse, parseCpuCounters, readCpuCounters } from '../../../scripts/cpu-load.mjs';

/** /proc/stat as Linux writes it: all cores, then each core (user nice system idle iowait irq softirq steal guest guest_nice). */
const stat = (all: number[]) => `cpu  ${all.join(' ')} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\ncpu1 1 2 3 4 5 6 7 8 0 0\nintr 12345 0 0\nctxt 999\n`;

describe("npm test's CPU line (scripts/cpu-load.mjs)", () => {
  it('reads busy, idle and stolen ticks and the number of cores from /proc/stat', () => {
    expect(parseCpuCounters(stat([100, 10, 50, 400, 20, 5, 15, 30]))).toEqual({ busy: 180, idle: 420, steal: 30, cores: 2 });
  });

  it('finds nothing in text without the all-cores line, or with a short or broken one', () => {
    expect(parseCpuCounters('')).toBeUndefined();
    expect(parseCpuCounters('cpu0 1 2 3 4 5 6 7 8\n')).toBeUndefined();
    expect(parseCpuCounters('cpu  1 2 3\n')).toBeUndefined();
    expect(parseCpuCounters('cpu  1 2 3 4 5 6 x 8\n')).toBeUndefined();
  });

  it('gives the busy and stolen shares of the cores between two readings, and the busy time in core-seconds', () => {
    const before = parseCpuCounters(stat([1000, 0, 200, 5000, 0, 0, 0, 100]));
    // 10 s on 2 cores = 2,000 ticks: 1,500 busy, 100 stolen, 400 idle.
    const after = parseCpuCounters(stat([2300, 0, 400, 5400, 0, 0, 0, 200]));
    const use = cpuUse(before, after, 10);
    expect(use).toEqual({ busyShare: 0.75, stealShare: 0.05, coreSeconds: 15, cores: 2 });
    expect(describeCpuUse(use)).toBe('cores busy 75 % (15 core-s), 5 % stolen');
  });

  it('says nothing without two readings or when no time passed', () => {
    const reading = parseCpuCounters(stat([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(cpuUse(undefined, reading, 1)).toBeUndefined();
    expect(cpuUse(reading, undefined, 1)).toBeUndefined();
    expect(cpuUse(reading, reading, 0)).toBeUndefined();
    expect(describeCpuUse(undefined)).toBe('');
  });

  it.runIf(process.platform === 'linux')('reads this machine: its cores, and counters that only grow', async () => {
    const first = readCpuCounters();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = readCpuCounters();
    expect(first?.cores).toBeGreaterThan(0);
    expect(second!.busy + second!.idle + second!.steal).toBeGreaterThan(first!.busy + first!.idle + first!.steal);
  });
});
