export const cjkFontCssFiles: Record<400 | 700, string>;
export const cjkBlocks: [number, number][];
export function cjkPart(unicodeRange: string): string;
export function cjkFontCss(weight?: 400 | 700): string;
