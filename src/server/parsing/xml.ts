// A small XML reader for files users send (OpenDocument's content.xml): tags,
// attributes, text, CDATA and character references. A DOCTYPE is refused, so
// no DTD is read and no entity is ever expanded beyond XML's five; nesting
// deeper than `maxDepth` is refused too, so walking the tree cannot overflow
// the stack. Plain data in and out.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** A document this reader refuses: not well-formed, a DOCTYPE, or nested too deeply. */
export class XmlError extends Error {
  override name = 'XmlError';
}

const maxDepth = 256;

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{1,10});/g, (_whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const value = predefined[name];
    if (value === undefined) throw new XmlError(`Unknown entity &${name};`);
    return value;
  });
}

const attribute = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The document's root element. */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const top = stack[stack.length - 1]!;
    if (open < 0) {
      if (text.slice(at).trim()) throw new XmlError('Text after the root element.');
      break;
    }
    if (open > at && stack.length > 1) top.children.push(decode(text.slice(at, open)));
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end < 0) throw new XmlError('Unclosed comment.');
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      if (end < 0) throw new XmlError('Unclosed CDATA.');
      if (stack.length > 1) top.children.push(text.slice(open + 9, end));
      at = end + 3;
    } else if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open + 2);
      if (end < 0) throw new XmlError('Unclosed processing instruction.');
      at = end + 2;
    } else if (text.startsWith('<!', open)) {
      throw new XmlError('A DOCTYPE or declaration is not read.');
    } else if (text[open + 1] === '/') {
      const end = text.indexOf('>', open);
      if (end < 0) throw new XmlError('Unclosed end tag.');
      const name = text.slice(open + 2, end).trim();
      if (stack.length < 2 || top.name !== name) throw new XmlError(`Mismatched end tag </${name}>.`);
      stack.pop();
      at = end + 1;
    } else {
      // A tag ends at the first '>' outside quotes.
      let end = open + 1;
      let quote = '';
      for (; end < text.length; end++) {
        const c = text[end];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (end >= text.length) throw new XmlError('Unclosed tag.');
      let body = text.slice(open + 1, end);
      const selfClosing = body.endsWith('/');
      if (selfClosing) body = body.slice(0, -1);
      const nameEnd = body.search(/[\s]/);
      const name = nameEnd < 0 ? body : body.slice(0, nameEnd);
      if (!name) throw new XmlError('A tag without a name.');
      const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
      if (nameEnd >= 0) for (const match of body.slice(nameEnd).matchAll(attribute)) attrs[match[1]!] = decode(match[2] ?? match[3] ?? '');
      if (stack.length === 1 && root.children.length > 0) throw new XmlError('More than one root element.');
      const element: XmlElement = { name, attrs, children: [] };
      top.children.push(element);
      if (!selfClosing) {
        if (stack.length > maxDepth) throw new XmlError('Nested too deeply.');
        stack.push(element);
      }
      at = end + 1;
    }
  }
  if (stack.length > 1) throw new XmlError('Unclosed element.');
  const first = root.children[0];
  if (!first || typeof first === 'string') throw new XmlError('No root element.');
  return first;
}

/** The element's child elements. */
export const childElements = (element: XmlElement): XmlElement[] => element.children.filter((child): child is XmlElement => typeof child !== 'string');
