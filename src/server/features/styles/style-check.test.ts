import { validateStyle } from 'csl-validator-wasm';
import { describe, expect, it } from 'vitest';
import { citationStyleProfiles } from '../../../shared/citation-styles.ts';
import { paperFrontOf, withUploadedStyle } from '../../export/paper-layout.ts';
import { serverText } from '../../i18n.ts';
import { checkStyle, readableSchemaErrors } from './style-check.ts';
import { dependentStyle, loopingStyle, plainStyle, unformattableStyle } from './style-fixtures.ts';
import { readXml } from './style-xml.ts';

/** The line (from 1) a piece of the file starts on. */
const lineOf = (xml: string, piece: string) => xml.slice(0, xml.indexOf(piece)).split('\n').length;

/** The refusal's sentence as an English reader gets it. */
const refusal = async (xml: string) => {
  const checked = await checkStyle(xml);
  if (checked.ok) throw new Error('the style was accepted');
  return serverText('en', checked.key, checked.values);
};

describe('checkStyle', () => {
  it('accepts a valid independent style, with its title, citation format and default locale', async () => {
    expect(await checkStyle(plainStyle({ locale: 'en-GB' }))).toEqual({ ok: true, title: 'Plain Author Year', format: 'author-date', defaultLocale: 'en-GB' });
    expect(await checkStyle(plainStyle({ note: true, title: '  A   note style ' }))).toMatchObject({ ok: true, title: 'A note style', format: 'note' });
  });

  it('says where a file is not XML, by line and column', async () => {
    expect(await refusal('not a style')).toBe('The file is not XML: text before the first element at line 1, column 1.');
    const unclosed = plainStyle().replace('</layout>\n  </citation>', '</citation>');
    expect(await refusal(unclosed)).toBe(`The file is not XML: </citation> closes <layout> (opened on line ${lineOf(unclosed, '<layout prefix')}) at line ${lineOf(unclosed, '</citation>')}, column 5.`);
    expect(await refusal(plainStyle().replace('prefix="PLAIN: "', 'prefix="A & B"'))).toMatch(/^The file is not XML: an "&" that starts no reference \(write "&amp;"\) at line \d+, column \d+\.$/);
    expect(await refusal(plainStyle().replace('<info>', '<info>&nbsp;'))).toContain('"&nbsp;" is not an entity XML knows');
    expect(await refusal(`<!DOCTYPE style [<!ENTITY a "aaaa">]>${plainStyle().replace(/^<\?xml[^>]*>/, '')}`)).toContain('a DOCTYPE declaration, which a CSL style never has');
    expect(await refusal(plainStyle().slice(0, 400))).toMatch(/^The file is not XML: the file ends/);
  });

  it('refuses XML whose root is not a CSL <style>', async () => {
    expect(await refusal('<html><body/></html>')).toBe(
      'The file is XML but not a CSL style: its root element must be <style xmlns="http://purl.org/net/xbiblio/csl">, and it is <html> without the CSL namespace.',
    );
    expect(await refusal(plainStyle().replace('xmlns="http://purl.org/net/xbiblio/csl"', 'xmlns="http://example.org/other"'))).toContain('in the namespace http://example.org/other');
  });

  it('lists the schema’s errors readably: line and column, names without their namespace, what was expected', async () => {
    const invalid = plainStyle().replace('class="in-text"', 'class="inline"').replace('<text variable="title" prefix="PLAIN: "/>', '<text variable="title"/><bogus/>');
    const message = await refusal(invalid);
    expect(message).toMatch(/^The file is not a valid CSL style:\n/);
    expect(message).toContain('Line 2, column 1: attribute class with invalid value "inline" (expected "in-text", "note").');
    expect(message).toContain(`Line ${lineOf(invalid, '<bogus/>')}, column 33: element bogus not allowed (expected element names, element date, element label, element text, element number, element choose, element group).`);
    expect(message).not.toMatch(/style\.csl|purl\.org|\^/);
  });

  it('shows at most five of the schema’s errors', () => {
    const report = Array.from({ length: 7 }, (_, i) => `/style.csl:${i + 1}:0: error: element http://purl.org/net/xbiblio/csl^bogus not allowed`).join('\n');
    expect(readableSchemaErrors(`${report}\nerror: some documents are invalid\n`)).toEqual(Array.from({ length: 5 }, (_, i) => `Line ${i + 1}, column 1: element bogus not allowed.`));
  });

  it('refuses a macro that calls itself, directly or through another, naming the chain', async () => {
    expect(await refusal(loopingStyle())).toBe('The macro "author" calls itself (author → author): citeproc would never finish.');
    expect(await refusal(loopingStyle('names-short'))).toBe('The macro "author" calls itself (author → names-short → author): citeproc would never finish.');
  });

  it('refuses a style without a title', async () => {
    expect(await checkStyle(plainStyle({ title: ' ' }))).toEqual({ ok: false, key: 'styles.refused.noTitle', values: {} });
    expect(await refusal(plainStyle({ title: ' ' }))).toBe('The style has no title (<info><title>): give it one, so you can find it in your list.');
  });

  it('refuses a style the schema accepts but citeproc throws on, with citeproc’s own message', async () => {
    const style = unformattableStyle();
    expect(await validateStyle(style)).toBe('');
    expect(await checkStyle(style)).toEqual({ ok: false, key: 'styles.refused.citeprocFailed', values: { problem: 'Incorrect locale information provided' } });
    expect(await refusal(style)).toBe('citeproc could not format with this style: Incorrect locale information provided');
  });

  it('answers each refusal as a sentence’s key and the details it names, which stay as found', async () => {
    expect(await checkStyle('not a style')).toEqual({ ok: false, key: 'styles.refused.notXml', values: { problem: 'text before the first element', line: '1', column: '1' } });
    expect(await checkStyle(loopingStyle())).toEqual({ ok: false, key: 'styles.refused.macroLoop', values: { macro: 'author', chain: 'author → author' } });
    expect(await checkStyle(dependentStyle('nature'))).toEqual({ ok: false, key: 'styles.refused.dependentInCatalogue', values: { parent: 'Nature' } });
    expect(await checkStyle('<html/>')).toEqual({ ok: false, key: 'styles.refused.notCslNoNamespace', values: { namespace: 'http://purl.org/net/xbiblio/csl', root: 'html' } });
  });

  it('refuses a dependent style, pointing to its parent in the catalogue when the catalogue holds it', async () => {
    expect(await refusal(dependentStyle('nature'))).toBe('This is a dependent style of "Nature", which holds its rules. That style is in the catalogue: choose it under More styles instead of uploading this file.');
    expect(await refusal(dependentStyle('no-such-parent-style'))).toBe('This is a dependent style of http://www.zotero.org/styles/no-such-parent-style, which holds its rules. Upload its parent style instead.');
  });
});

describe('readXml', () => {
  it('reads elements, attributes, text and references', () => {
    const read = readXml('<?xml version="1.0"?><!-- c --><a x="1 &amp; 2"><b>t&#233;xt<![CDATA[<raw>]]></b><c/></a>');
    expect(read).toEqual({
      ok: true,
      root: {
        name: 'a',
        attributes: { x: '1 & 2' },
        text: '',
        children: [
          { name: 'b', attributes: {}, text: 'téxt<raw>', children: [] },
          { name: 'c', attributes: {}, text: '', children: [] },
        ],
      },
    });
  });

  it('refuses a repeated attribute and a second root', () => {
    expect(readXml('<a x="1"\n   x="2"/>')).toEqual({ ok: false, problem: 'the attribute x appears twice in the tag <a>', line: 2, column: 4 });
    expect(readXml('<a/><b/>')).toMatchObject({ ok: false, problem: 'a second element after the root element closed', line: 1, column: 5 });
  });
});

describe('an uploaded style in the exports’ layout', () => {
  it('lays out a paper in an uploaded note style with notes, only when the export found the style', () => {
    const data = { citationStyle: 'apa', cslStyle: 'user:00000000-0000-4000-8000-000000000001' };
    const front = paperFrontOf(withUploadedStyle(data, { title: 'My notes', format: 'note' }), 'A', 'en');
    // A note style is laid out as Chicago/Turabian's student paper, its own title on the PDF.
    expect(front).toMatchObject({ style: 'chicago', notes: true, numbered: false, design: citationStyleProfiles.chicago.studentPaper });
    // A value stored in the paper's data is not the export's: the paper keeps its featured style's layout.
    const stored = withUploadedStyle({ ...data, uploadedStyle: { title: 'Forged', format: 'note' } }, undefined);
    expect(paperFrontOf(stored, 'A', 'en')).toMatchObject({ style: 'apa', notes: false, numbered: false });
    expect(stored).not.toHaveProperty('uploadedStyle');
  });
});
