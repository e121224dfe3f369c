/** The test files under `base`/src/server that use a test database (relative paths, sorted). */
export function databaseTestFiles(base?: string): string[];
