export interface CpuCounters {
  busy: number;
  idle: number;
  steal: number;
  cores: number;
}
export interface CpuUse {
  busyShare: number;
  stealShare: number;
  coreSeconds: number;
  cores: number;
}
/** The counters of /proc/stat's first line (clock ticks); undefined for text without it. */
export function parseCpuCounters(text: string): CpuCounters | undefined;
/** The machine's counters now; undefined where there is no /proc/stat. */
export function readCpuCounters(): CpuCounters | undefined;
/** What the cores did between two readings taken `seconds` apart. */
export function cpuUse(before: CpuCounters | undefined, after: CpuCounters | undefined, seconds: number): CpuUse | undefined;
/** `cores busy 97 % (318 core-s), 4 % stolen`, or '' without a measurement. */
export function describeCpuUse(use: CpuUse | undefined): string;
