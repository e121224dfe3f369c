// Types of bundles.mjs for the browser test that holds the app to it (e2e/bundles.e2e.ts).
export interface LoadedFile {
  /** Path under dist/web, e.g. assets/zod-AbCd1234.js. */
  file: string;
  gzip: number;
  packages: string[];
  ownModules: number;
}
export interface Load {
  files: LoadedFile[];
  totalGzip: number;
  /** Every npm package in the files loaded. */
  packages: string[];
  /** Packages (lucide-react's icon modules aside) whose modules came in more than one file. */
  split: Record<string, string[]>;
}
export const screens: string[];
export function packageOf(moduleId: string): string | null;
export function isIconModule(moduleId: string): boolean;
export type ChunkModules = Record<string, { imports: string[]; dynamicImports: string[]; modules: string[] }>;
export function readChunkModules(dir?: string): ChunkModules;
export function describeLoad(urls: string[], chunks: ChunkModules, dir?: string): Load;
export function runBundlesBench(options: { date: string; machine: string }): Promise<string>;
