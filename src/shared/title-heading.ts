/** The body without its first line when that is a heading repeating the title: a page that shows the title as its own heading says it once. */
export function withoutTitleHeading(markdown: string, title: string): string {
  const match = /^\s*#\s+([^\n]*)\n?/.exec(markdown);
  return match && match[1]!.trim() === title.trim() ? markdown.slice(match[0].length) : markdown;
}
