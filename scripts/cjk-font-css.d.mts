export const cjkFontCssFile: string;
export const cjkBlocks: [number, number][];
export function cjkPart(unicodeRange: string): string;
export function cjkFontCss(): string;
