// Types of app-process.mjs for the TypeScript benchmarks (bench/generation.ts).
export function freePort(): Promise<number>;
export function startApp(
  env?: Record<string, string>,
  options?: { dataDir?: string; keepData?: boolean; serverDir?: string },
): Promise<{ baseURL: string; dataDir: string; pid: number | undefined; startMs: number; stop(): Promise<void> }>;
/** A new account of the app at `baseURL`, signed in: its session cookie as a `cookie` header value. */
export function newAccount(baseURL: string, label: string, name?: string): Promise<string>;
