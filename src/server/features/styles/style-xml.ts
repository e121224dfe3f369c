// A small, strict XML reader for uploaded CSL styles: it checks that the file
// is well-formed and answers where it is not (line and column, as an editor
// counts them), and gives the element tree the style checks read. It knows
// only what a style file may hold: no DOCTYPE, so no entities of its own
// (a "billion laughs" file is refused before anything expands).

export interface XmlElement {
  /** The name as written, with its prefix (`style`, `cs:style`). */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (character data and CDATA), without its children's. */
  text: string;
}

export type XmlRead = { ok: true; root: XmlElement } | { ok: false; problem: string; line: number; column: number };

class XmlProblem extends Error {
  constructor(
    readonly problem: string,
    readonly at: number,
  ) {
    super(problem);
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const namePattern = /[\p{L}_:][\p{L}\p{N}_:.\-\u00B7]*/uy;
const spacePattern = /[ \t\r\n]*/y;

/** Line and column (both from 1) of a place in the text. */
function position(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: at - start + 1 };
}

/** Text with its references (`&amp;`, `&#233;`) replaced; an unknown entity is a problem at its place. */
function decode(raw: string, offset: number): string {
  return raw.replace(/&([^;&<\s]*)(;?)/g, (whole, ref: string, semicolon: string, index: number) => {
    if (!semicolon) throw new XmlProblem('an "&" that starts no reference (write "&amp;")', offset + index);
    const numeric = /^#(?:x([0-9a-f]+)|([0-9]+))$/i.exec(ref);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
      if (!allowed) throw new XmlProblem(`"${whole}" is not a character XML allows`, offset + index);
      return String.fromCodePoint(code);
    }
    const value = entities[ref];
    if (value === undefined) throw new XmlProblem(`"&${ref};" is not an entity XML knows (write the character itself)`, offset + index);
    return value;
  });
}

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(problem: string, at = this.at): never {
    throw new XmlProblem(problem, at);
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.at);
  }

  skipSpace(): void {
    spacePattern.lastIndex = this.at;
    spacePattern.exec(this.text);
    this.at = spacePattern.lastIndex;
  }

  name(what: string): string {
    namePattern.lastIndex = this.at;
    const m = namePattern.exec(this.text);
    if (!m) this.fail(`${what} expected`);
    this.at += m[0].length;
    return m[0];
  }

  /** Skips to just after `end`; the file ending first is a problem named after what was open. */
  skipPast(end: string, what: string): string {
    const found = this.text.indexOf(end, this.at);
    if (found === -1) this.fail(`the file ends inside ${what}`, this.text.length);
    const skipped = this.text.slice(this.at, found);
    this.at = found + end.length;
    return skipped;
  }

  /** Comments, processing instructions and spaces (between elements, before and after the root). */
  misc(): void {
    for (;;) {
      this.skipSpace();
      if (this.startsWith('<!--')) {
        this.at += 4;
        this.skipPast('-->', 'a comment');
      } else if (this.startsWith('<?')) {
        this.at += 2;
        this.skipPast('?>', 'a processing instruction');
      } else if (this.startsWith('<!DOCTYPE') || this.startsWith('<!doctype')) {
        this.fail('a DOCTYPE declaration, which a CSL style never has');
      } else return;
    }
  }

  element(): XmlElement {
    const open = this.at;
    this.at++; // <
    const name = this.name('an element name');
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    for (;;) {
      const before = this.at;
      this.skipSpace();
      if (this.startsWith('/>')) {
        this.at += 2;
        return { name, attributes: { ...attributes }, children: [], text: '' };
      }
      if (this.startsWith('>')) {
        this.at++;
        break;
      }
      if (this.at === this.text.length) this.fail(`the file ends inside the tag <${name}>`);
      if (this.at === before) this.fail(`a space, ">" or "/>" expected in the tag <${name}>`);
      const attributeAt = this.at;
      const attribute = this.name(`an attribute name or ">" in the tag <${name}>`);
      this.skipSpace();
      if (!this.startsWith('=')) this.fail(`"=" expected after the attribute ${attribute}`);
      this.at++;
      this.skipSpace();
      const quote = this.text[this.at];
      if (quote !== '"' && quote !== "'") this.fail(`the value of the attribute ${attribute} is not in quotes`);
      this.at++;
      const valueAt = this.at;
      const end = this.text.indexOf(quote, this.at);
      if (end === -1) this.fail(`the file ends inside the value of the attribute ${attribute}`, this.text.length);
      const raw = this.text.slice(this.at, end);
      const lt = raw.indexOf('<');
      if (lt !== -1) this.fail(`a "<" in the value of the attribute ${attribute} (write "&lt;")`, valueAt + lt);
      if (Object.hasOwn(attributes, attribute)) this.fail(`the attribute ${attribute} appears twice in the tag <${name}>`, attributeAt);
      attributes[attribute] = decode(raw, valueAt).replace(/[\t\r\n]/g, ' ');
      this.at = end + 1;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      const lt = this.text.indexOf('<', this.at);
      if (lt === -1) this.fail(`the file ends before <${name}> is closed`, this.text.length);
      text += decode(this.text.slice(this.at, lt), this.at);
      this.at = lt;
      if (this.startsWith('</')) {
        const closeAt = this.at;
        this.at += 2;
        const closing = this.name('an element name after "</"');
        this.skipSpace();
        if (!this.startsWith('>')) this.fail(`">" expected to end </${closing}`);
        this.at++;
        if (closing !== name) this.fail(`</${closing}> closes <${name}> (opened on line ${position(this.text, open).line})`, closeAt);
        return { name, attributes: { ...attributes }, children, text };
      }
      if (this.startsWith('<!--')) {
        this.at += 4;
        this.skipPast('-->', 'a comment');
      } else if (this.startsWith('<![CDATA[')) {
        this.at += 9;
        text += this.skipPast(']]>', 'a CDATA section');
      } else if (this.startsWith('<?')) {
        this.at += 2;
        this.skipPast('?>', 'a processing instruction');
      } else if (this.startsWith('<!')) {
        this.fail('a declaration inside an element');
      } else children.push(this.element());
    }
  }

  document(): XmlElement {
    if (this.text.startsWith('\uFEFF')) this.at = 1;
    this.misc();
    if (this.at === this.text.length) this.fail('the file holds no element');
    if (!this.startsWith('<')) this.fail('text before the first element');
    const root = this.element();
    this.misc();
    if (this.at < this.text.length) this.fail(this.startsWith('<') ? 'a second element after the root element closed' : 'text after the root element');
    return root;
  }
}

/** The file's element tree, or where and why it is not well-formed XML. */
export function readXml(text: string): XmlRead {
  try {
    return { ok: true, root: new Reader(text).document() };
  } catch (error) {
    if (!(error instanceof XmlProblem)) throw error;
    return { ok: false, problem: error.problem, ...position(text, error.at) };
  }
}

/** Every element below `element` (not itself), depth first. */
export function* descendants(element: XmlElement): Generator<XmlElement> {
  for (const child of element.children) {
    yield child;
    yield* descendants(child);
  }
}

/** The name without its prefix (`cs:style` → `style`). */
export const localName = (element: XmlElement) => element.name.slice(element.name.indexOf(':') + 1);

/** The namespace the element's name is in, as declared on it (the only place a style declares one). */
export function namespaceOf(element: XmlElement): string | undefined {
  const colon = element.name.indexOf(':');
  return element.attributes[colon === -1 ? 'xmlns' : `xmlns:${element.name.slice(0, colon)}`];
}
