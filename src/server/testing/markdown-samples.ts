/**
 * One Markdown document with every construct an export writes: headings,
 * bold, italic, struck and code words, a hard break, a link and a footnote,
 * nested and numbered lists, tasks, a quote, a table, a code block, a rule,
 * an image and raw HTML. `betweenLists` is Markdown put after the numbered
 * list (a second list that must number afresh, say).
 */
export function markdownWithEveryConstruct(betweenLists = ''): string {
  return `# Field notes

Intro with **bold words**, *italic words*, ~~struck words~~ and \`inline code\`.
A second line of the same paragraph.  
After a hard break, see [the site](https://example.com/page) and a note[^1].

## Lists

- first bullet
  - second level
    - third level
- back to one

3. third item
4. fourth item

${betweenLists}- [ ] open task
- [x] done task

> A quoted line
> that continues.

| Name | Count |
| :--- | ----: |
| apples | 3 |
| pears | 12 |

\`\`\`ts
const a = 1;
\tindented();
\`\`\`

---

![a diagram](diagram.png) and <span>raw html</span> end.

[^1]: The footnote text.
`;
}

/** The cells of `markdownWithEveryConstruct`'s table, row by row, as a reader of any export sees them. */
export const everyConstructTableCells = ['Name', 'Count', 'apples', '3', 'pears', '12'];
