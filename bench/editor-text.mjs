// The essays the editor benchmark types into and checks (bench/editor.mjs):
// realistic English built from one seeded sequence, so every run writes the
// same text. Each essay comes as Markdown (what the app stores) and as the
// HTML the rich editor shows for it (the bare contenteditable's content),
// with the end of a middle paragraph marked for the caret.

/** A small seeded generator (mulberry32): the same essay on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = [
  'coastal towns', 'the city council', 'most engineers', 'local farmers', 'the harbour authority', 'many residents', 'researchers at the university',
  'small businesses', 'the national government', 'insurance companies', 'younger families', 'older neighbourhoods', 'the planning office', 'volunteer groups',
];
const verbs = [
  'depended on', 'argued for', 'paid for', 'worried about', 'planned around', 'learned from', 'invested in', 'pushed back against', 'kept track of', 'relied on',
  'cared about', 'looked closely at', 'set aside money for', 'talked openly about',
];
const objects = [
  'the sea walls', 'rising water', 'seasonal storms', 'the old drainage system', 'new building rules', 'the tidal records', 'flood insurance',
  'the wetlands north of the river', 'public transport', 'the price of housing', 'long-term budgets', 'the shoreline', 'emergency shelters', 'clean drinking water',
];
const clauses = [
  'because the last decade brought more floods than the century before it', 'although the evidence is still being gathered', 'when the spring tides arrive',
  'since nobody wants to repeat the mistakes of the past', 'while the budget for repairs keeps shrinking', 'as the maps of the coast are redrawn every few years',
  'even though the cost is hard to explain to voters', 'once the reports from the survey are published', 'whenever a storm warning is issued',
  'so that the next generation inherits a safer town',
];
const openers = ['In practice,', 'For example,', 'At the same time,', 'In other words,', 'Nevertheless,', 'By contrast,', 'As a result,', 'Moreover,', 'Still,', 'In the long run,'];
const adjectives = ['careful', 'costly', 'uneven', 'gradual', 'practical', 'local', 'serious', 'modest', 'lasting', 'visible'];
const headings = [
  'Why the coast is changing', 'What the records show', 'The cost of waiting', 'Who pays for protection', 'Lessons from other towns', 'The role of wetlands',
  'Planning for the next century', 'What residents can do', 'Questions that remain', 'A practical agenda', 'Measuring progress', 'Conclusion',
];
/** Slips a writer makes now and then, which a grammar checker is meant to find. */
const slips = ['It is a example of the problem.', 'The the plan was never finished.', 'They could of acted sooner.', 'Its clear that the town must decide.'];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An essay of `words` words: headings, paragraphs, bullet lists, some bold
 * and italic, one footnote. Returns { markdown, html, words, caret } where
 * `caret.tail` is the last characters of a middle paragraph (to find it in
 * the page) and `caret.offset` where that paragraph ends in the Markdown.
 */
export function essay(words, seed = 7) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  // Each block: { kind: 'h1'|'h2'|'p'|'ul', md, html, words }
  const blocks = [];
  let count = 0;
  const add = (block) => {
    blocks.push(block);
    count += block.words;
  };
  const wordsOf = (text) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

  /** One sentence as Markdown and HTML. */
  function sentence() {
    if (random() < 0.03) {
      const slip = pick(slips);
      return { md: slip, html: escape(slip) };
    }
    const parts = [random() < 0.4 ? pick(openers) : '', pick(subjects), pick(verbs), pick(objects), random() < 0.6 ? pick(clauses) : ''].filter(Boolean);
    let text = parts.join(' ');
    text = text[0].toUpperCase() + text.slice(1) + '.';
    const mark = random();
    if (mark < 0.06) {
      const adjective = pick(adjectives);
      return { md: `${text.slice(0, -1)}, and the change is **${adjective}**.`, html: `${escape(text.slice(0, -1))}, and the change is <strong>${adjective}</strong>.` };
    }
    if (mark < 0.1) {
      const adjective = pick(adjectives);
      return { md: `${text.slice(0, -1)}, which is *${adjective}* work.`, html: `${escape(text.slice(0, -1))}, which is <em>${adjective}</em> work.` };
    }
    return { md: text, html: escape(text) };
  }

  function paragraph(sentences) {
    const list = Array.from({ length: sentences }, sentence);
    const md = list.map((s) => s.md).join(' ');
    return { kind: 'p', md, html: `<p>${list.map((s) => s.html).join(' ')}</p>`, words: wordsOf(md.replace(/[*]/g, '')) };
  }

  const title = 'Living with rising water';
  add({ kind: 'h1', md: `# ${title}`, html: `<h1>${title}</h1>`, words: wordsOf(title) });
  // The footnote sits in the first paragraph.
  const first = paragraph(5);
  add({
    ...first,
    md: `${first.md} The records used here go back to 1890.[^1]`,
    html: `${first.html.slice(0, -4)} The records used here go back to 1890.<sup>1</sup></p>`,
    words: first.words + 7,
  });
  let section = 0;
  while (count < words) {
    const heading = headings[section % headings.length] + (section >= headings.length ? ` (${Math.floor(section / headings.length) + 1})` : '');
    add({ kind: 'h2', md: `## ${heading}`, html: `<h2>${escape(heading)}</h2>`, words: wordsOf(heading) });
    section += 1;
    for (let i = 0; i < 7 && count < words; i++) {
      add(paragraph(4 + Math.floor(random() * 4)));
      if (i === 3 && section % 2 === 0 && count < words) {
        const items = Array.from({ length: 4 }, () => {
          const item = `${pick(subjects)} ${pick(verbs)} ${pick(objects)}`;
          return item[0].toUpperCase() + item.slice(1);
        });
        add({ kind: 'ul', md: items.map((item) => `- ${item}`).join('\n'), html: `<ul>${items.map((item) => `<li><p>${escape(item)}</p></li>`).join('')}</ul>`, words: wordsOf(items.join(' ')) });
      }
    }
  }
  const note = 'Tide gauge records of the harbour authority, 1890–2020.';
  const markdown = `${blocks.map((b) => b.md).join('\n\n')}\n\n[^1]: ${note}\n`;
  const html = `${blocks.map((b) => b.html).join('\n')}\n<p><sup>1</sup> ${escape(note)}</p>`;

  // The caret goes to the end of the paragraph nearest the middle of the text.
  const paragraphs = blocks.map((b, i) => ({ b, i })).filter(({ b }) => b.kind === 'p');
  const middle = paragraphs[Math.floor(paragraphs.length / 2)];
  const offset = blocks.slice(0, middle.i + 1).reduce((sum, b) => sum + b.md.length + 2, 0) - 2;
  const plain = middle.b.md.replace(/\*/g, '');
  return { markdown, html, words: count, caret: { tail: plain.slice(-40), offset } };
}
