import { escapeMarkdown } from '../../shared/markdown-escape.ts';
import { markdownToSafeHtml, opensWithHeading } from '../../shared/markdown.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


// Readable on screen, tidy on paper: serif text, a measure of ~70 characters,
// page margins and no page break inside a table row, heading or figure.
const styles = `
:root { color-scheme: light; }
body { font-family: Georgia, 'Times New Roman', 'Noto Serif', 'Noto Serif CJK SC', serif; font-size: 12pt; line-height: 1.55; color: #111; max-width: 42rem; margin: 2.5rem auto; padding: 0 1.25rem; }
h1, h2, h3, h4, h5, h6 { font-family: 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', sans-serif; line-height: 1.25; margin: 1.6em 0 0.5em; break-after: avoid; }
h1 { font-size: 1.9em; margin-top: 0; } h2 { font-size: 1.45em; } h3 { font-size: 1.2em; }
p, ul, ol, blockquote, table, pre { margin: 0 0 1em; }
a { color: #1d4ed8; }
blockquote { margin-left: 0; padding-left: 1em; border-left: 3px solid #cbd5e1; color: #334155; font-style: italic; }
code, pre { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 0.9em; }
pre { background: #f1f5f9; padding: 0.75em 1em; overflow-x: auto; white-space: pre-wrap; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #cbd5e1; padding: 0.35em 0.6em; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
tr, img, pre, blockquote { break-inside: avoid; }
img { max-width: 100%; height: auto; }
hr { border: 0; border-top: 1px solid #cbd5e1; margin: 2em 0; }
.footnotes { font-size: 0.9em; border-top: 1px solid #cbd5e1; margin-top: 2.5em; }
@page { size: A4; margin: 2cm; }
@media print { body { margin: 0; max-width: none; padding: 0; } a { color: inherit; } a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; } }
`;

/**
 * A standalone HTML file of a Markdown document: the same sanitised HTML as
 * the app's own view (no scripts, no raw HTML, safe links), with print styles
 * and a Content-Security-Policy that forbids scripts even if one slipped in.
 */
export function markdownToHtmlDocument(markdown: string, options: { title: string; lang?: string }): string {
  const body = markdownToSafeHtml(opensWithHeading(markdown) ? markdown : `# ${escapeMarkdown(options.title)}\n\n${markdown}`);
  return `<!doctype html>
<html lang="${escapeText(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src https: data:">
<meta name="generator" content="Inkwell">
<title>${escapeText(options.title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
