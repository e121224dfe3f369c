import { generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { documentLimits } from '../../../../shared/documents.ts';
import { schemaExtensions } from '../../../../shared/rich-text/schema.ts';
import { docToMarkdown, type DocNode } from '../../../../shared/rich-text/markdown-bridge.ts';
import { cleanPastedHtml, cleanPastedText, pasteLimit, pasteProblem } from './paste.ts';
import chromium from './paste-fixtures/chromium.html?raw';
import googleDocs from './paste-fixtures/google-docs.html?raw';
import libreOffice from './paste-fixtures/libreoffice.html?raw';
import word from './paste-fixtures/word.html?raw';

// A paste from each program, as the editor receives it (the fixtures' head
// comments say how each was made): cleaned, read by the editor's schema as
// Tiptap reads a paste, and saved as the Markdown the document stores. This
// file needs a DOM (DOMParser, Tiptap's HTML reader): it is a .tsx test, run
// in happy-dom by the component project.

const pasted = (html: string) => docToMarkdown(generateJSON(cleanPastedHtml(html).html, schemaExtensions()) as DocNode);

const lists = '- Comprehension\n  - Long texts\n  - Short texts\n- Attention\n\n1. Print first\n2. Screen second\n';
const table = '| Medium | Score | Time   |\n| ------ | ----- | ------ |\n| Paper  | 82    | 11 min |\n| Screen | 74    | 9 min  |\n';

const expected: Record<string, [string, string]> = {
  'Chromium (a web page)': [
    chromium,
    '# Reading on screens\n\nStudents read **faster** on paper and *remember more*, according to [one study](https://example.org/study).\n\n' +
      `## Findings\n\n${lists}\n${table}\nAn ~~outdated~~ claim, and a bad link.\n`,
  ],
  LibreOffice: [libreOffice, `# Reading on screens\n\nStudents read **faster** on paper and *remember more*, says [one study](https://example.org/study).\n\n## Findings\n\n${lists}\n${table}`],
  'Google Docs': [
    googleDocs,
    '# Reading on screens\n\nStudents read **faster** on paper and *remember more*, says [one study](https://example.org/study). An ~~outdated~~ claim.\n\n' +
      `## Findings\n\n${lists}\n${table}\nA chart:\n`,
  ],
  Word: [
    word,
    '# Reading on screens\n\nContents\n\nStudents read **faster** on paper and *remember more*, says [one study](https://example.org/study).[^1] An ~~outdated~~ claim.\n\n' +
      `# Findings\n\n${lists}\n${table}\nA chart:\n\n[^1]: Smith, J. (2020). *Reading on paper*.\n`,
  ],
};

describe('pasting from other programs into the rich editor', () => {
  for (const [name, [html, markdown]] of Object.entries(expected)) {
    it(`keeps the headings, emphasis, lists, table and links of a paste from ${name}`, () => {
      expect(pasted(html)).toBe(markdown);
    });

    it(`keeps none of the styles, classes, scripts or Office markup of a paste from ${name}`, () => {
      const { html: cleaned } = cleanPastedHtml(html);
      for (const junk of ['style=', 'class=', 'id=', 'lang=', 'onclick', 'javascript:', '<script', '<style', '<meta', '<o:p', 'mso-', 'supportLists', 'font-weight', 'docs-internal-guid', '<img', '<nav', '<footer', '<button', '<col']) {
        expect(cleaned).not.toContain(junk);
      }
    });
  }

  it('counts the images it leaves out', () => {
    expect(cleanPastedHtml(word).droppedImages).toBe(1);
    expect(cleanPastedHtml(googleDocs).droppedImages).toBe(1);
    expect(cleanPastedHtml('<p>a<img src="data:image/png;base64,AAAA">b<img src="file:///C:/x.png"><img src="https://example.org/x.png"></p>')).toEqual({ html: '<p>ab</p>', droppedImages: 3 });
  });

  it('reads style-only formatting as emphasis, and Google Docs’ normal-weight wrapper as no bold', () => {
    expect(pasted('<b style="font-weight:normal" id="docs-internal-guid-1"><p>plain <span style="font-weight:bold">bold</span> <span style="font-weight: 600">semi</span> <span style="font-weight:400">light</span></p></b>')).toBe(
      'plain **bold** **semi** light\n',
    );
    expect(pasted('<p><span style="font-style:italic">slanted</span> <span style="text-decoration:line-through">struck</span> <span style="vertical-align:super">2</span> <u>under</u></p>')).toBe('*slanted* ~~struck~~ 2 under\n');
  });

  it('does not bold a heading or a header row bold as a whole, and keeps a bold word in one', () => {
    expect(pasted('<h2><b>All bold</b></h2><h3>One <b>bold</b> word</h3>')).toBe('## All bold\n\n### One **bold** word\n');
  });

  it('nests Word’s list paragraphs by level, numbered where Word typed numbers, from the number it typed', () => {
    const item = (level: number, list: string, bullet: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='mso-list:${list} level${level} lfo1'><![if !supportLists]><span style='mso-list:Ignore'>${bullet}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>${text}<o:p></o:p></p>`;
    const html = [item(1, 'l0', '3.', 'Three'), item(2, 'l0', 'a)', 'Three a'), item(3, 'l0', '§', 'Deep'), item(1, 'l0', '4.', 'Four'), '<p class=MsoNormal>After</p>'].join('\n');
    expect(pasted(html)).toBe('3. Three\n   1. Three a\n      - Deep\n4. Four\n\nAfter\n');
    // Word for Mac writes the conditionals as whole comments.
    const mac = (bullet: string, text: string) => `<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span>${bullet}<span>&nbsp;&nbsp;</span></span><!--[endif]-->${text}</p>`;
    expect(pasted(mac('·', 'One') + mac('·', 'Two'))).toBe('- One\n- Two\n');
  });

  it('keeps a numbered Word heading a heading, without its typed number', () => {
    expect(pasted("<h1 style='mso-list:l2 level1 lfo3'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp;</span></span><![endif]>Introduction<o:p></o:p></h1>")).toBe('# Introduction\n');
    expect(pasted('<p class=MsoTitle>Title</p><p class=MsoHeading2>Part</p>')).toBe('# Title\n\n## Part\n');
  });

  it('keeps only web and mail links; Word’s bookmarks and unsafe links keep their text', () => {
    expect(
      pasted('<p><a href="mailto:ada@example.org">mail</a> <a href="#_Toc1">toc</a> <a href="javascript:alert(1)">js</a> <a href="file:///C:/x.docx">file</a> <a name="_Ref1">anchor</a> <a href="http://example.org/" onclick="x()">web</a></p>'),
    ).toBe('[mail](mailto:ada@example.org) toc js file anchor [web](http://example.org/)\n');
  });

  it('drops the furniture of a web page', () => {
    expect(pasted('<nav>Menu</nav><main><p>Text</p><svg><text>Logo</text></svg><form><input value="q"><button>Go</button></form><video>Video</video><canvas>c</canvas></main><aside>Ads</aside><footer>Foot</footer>')).toBe('Text\n');
  });

  it('keeps what the editor itself puts on the clipboard (citations, footnote marks)', () => {
    expect(pasted('<p data-pm-slice="1 1 []">See <span data-citation="[@smith2020, p. 4]" class="ink-citation">[@smith2020, p. 4]</span>.<sup data-footnote="2" class="ink-footnote-ref">2</sup></p>')).toBe('See [@smith2020, p. 4].[^2]\n');
  });

  it('replaces unpaired surrogates with U+FFFD in pasted HTML and text', () => {
    expect(cleanPastedHtml('<p>a\uD800b\uDC00c\uD83D\uDE00</p>').html).toBe('<p>a\uFFFDb\uFFFDc\uD83D\uDE00</p>');
    expect(cleanPastedText('x\uDBFF\uDBFFy\uD83D\uDE00z\uDC00')).toBe('x\uFFFD\uFFFDy\uD83D\uDE00z\uFFFD');
  });

  it('reduces a 20 MB paste of inlined images to its text before parsing it', async ({ annotate }) => {
    const image = `<img src="data:image/png;base64,${'iVBORw0KGgo'.repeat(20_000)}" alt="">`;
    const html = `<p>Before</p>${image.repeat(Math.ceil((pasteLimit.html + 1) / image.length))}<p>After</p>`;
    expect(html.length).toBeGreaterThan(pasteLimit.html);
    expect(pasteProblem(html, 'Before After')).toBeNull();
    const started = performance.now();
    const cleaned = cleanPastedHtml(html);
    // Measured, not asserted: 2 shared cores make timings unreliable.
    await annotate(`cleanPastedHtml on ${(html.length / 1024 / 1024).toFixed(1)} MB of data: images: ${Math.round(performance.now() - started)} ms`);
    expect(cleaned.html).toBe('<p>Before</p><p>After</p>');
    expect(cleaned.droppedImages).toBe(Math.ceil((pasteLimit.html + 1) / image.length));
  });

  it('refuses a paste longer than a document may be', () => {
    expect(pasteProblem('', 'x'.repeat(documentLimits.content + 1))).toBe('tooLarge');
    expect(pasteProblem('<p>x</p>', 'x'.repeat(documentLimits.content))).toBeNull();
    expect(pasteProblem(`<p>${'x'.repeat(pasteLimit.html)}</p>`, 'short')).toBe('tooLarge');
  });
});
