import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of an npm package (its package.json's folder). */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * The fonts Typst may use, shipped as npm packages of TTF files (Typst reads
 * TTF/OTF, not WOFF): Inter and Source Sans 3, Noto Sans SC for Chinese
 * (regular and bold only: decision 0011), plus Typst's own built-ins
 * (Libertinus Serif, New Computer Modern, DejaVu Sans Mono). Templates name
 * only these, so no document depends on the fonts of the machine it runs on.
 */
export const fontDirs: string[] = [
  ...['400Regular', '400Regular_Italic', '500Medium', '600SemiBold', '700Bold'].map((w) => path.join(packageDir('@expo-google-fonts/inter'), w)),
  ...['300Light', '400Regular', '400Regular_Italic', '600SemiBold', '700Bold'].map((w) => path.join(packageDir('@expo-google-fonts/source-sans-3'), w)),
  ...['400Regular', '700Bold'].map((w) => path.join(packageDir('@expo-google-fonts/noto-sans-sc'), w)),
];
