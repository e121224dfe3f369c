/**
 * Plain text as Markdown that reads back as exactly that text. Escaped: the
 * inline syntax (`\ ` * _ [ ] ~`), `<` where it could open a tag or an
 * autolink, `&` where it could open an entity, and block syntax (`#`, `>`,
 * `-`, `+`, `=`, `1.`) where a line starts with it. Everything else is left
 * alone, so the Markdown file stays readable ("Heat & Shade", "C++").
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/[\\`*[\]~]/g, '\\$&')
      // Inside a word `_` is never emphasis (a_b, URLs); elsewhere it may be.
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
      .replace(/<(?=[a-zA-Z/!?])/g, '\\<')
      .replace(/&(?=#?[a-zA-Z0-9]+;)/g, '\\&')
      .replace(/^([ \t]*)([#>+=-])/gm, '$1\\$2')
      .replace(/^([ \t]*\d+)([.)])/gm, '$1\\$2')
      // A heading's closing sequence: "Take #1 #" would lose its last "#" ("C#" keeps it).
      .replace(/(^|[ \t])#(#*[ \t]*)$/gm, '$1\\#$2')
  );
}
