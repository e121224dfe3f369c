// Small CSL styles written for the tests of uploaded styles: a minimal valid
// CSL 1.0 style ("Plain Author Year": "(Smith & Lee 2020)", entries
// "Smith & Lee. Title.") and the ways a file can fail the upload's checks.

/** A minimal valid independent CSL 1.0 style; `options` change its title, class, default locale and macros. */
export function plainStyle(options: { title?: string; note?: boolean; locale?: string; macros?: string; authorMacro?: string } = {}): string {
  const title = options.title ?? 'Plain Author Year';
  const format = options.note ? 'note' : 'author-date';
  return `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="${options.note ? 'note' : 'in-text'}" version="1.0" default-locale="${options.locale ?? 'en-US'}">
  <info>
    <title>${title}</title>
    <id>http://example.org/styles/plain-author-year</id>
    <category citation-format="${format}"/>
    <updated>2026-12-01T00:00:00+00:00</updated>
  </info>
  <macro name="author">
    ${
      options.authorMacro ??
      `<names variable="author">
      <name form="short" and="symbol" delimiter=", "/>
    </names>`
    }
  </macro>${options.macros ?? ''}
  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=" ">
        <text macro="author"/>
        <date variable="issued"><date-part name="year"/></date>
      </group>
    </layout>
  </citation>
  <bibliography>
    <layout suffix=".">
      <group delimiter=". ">
        <text macro="author"/>
        <text variable="title" prefix="PLAIN: "/>
      </group>
    </layout>
  </bibliography>
</style>
`;
}

/** The style whose author macro calls itself (directly), or through `names-short` (indirectly). */
export function loopingStyle(through?: 'names-short'): string {
  const names = (called: string) => `<names variable="author">
      <name form="short"/>
      <substitute><text macro="${called}"/></substitute>
    </names>`;
  if (!through) return plainStyle({ authorMacro: names('author') });
  return plainStyle({ authorMacro: names(through), macros: `\n  <macro name="${through}">\n    <text macro="author"/>\n  </macro>` });
}

/** A dependent style: a title and a link to its parent, no rules of its own. */
export function dependentStyle(parent: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" version="1.0" default-locale="en-US">
  <info>
    <title>A Journal Following Its Parent</title>
    <id>http://example.org/styles/a-journal</id>
    <link href="http://www.zotero.org/styles/${parent}" rel="independent-parent"/>
    <category citation-format="numeric"/>
    <updated>2026-12-01T00:00:00+00:00</updated>
  </info>
</style>
`;
}

/**
 * A style the CSL schema accepts but citeproc cannot format with: its
 * default locale, `x-klingon`, is a valid xsd:language (a private-use tag)
 * but no locale JavaScript's Intl knows, and citeproc compares strings in it
 * while it builds its engine ("Incorrect locale information provided").
 */
export function unformattableStyle(): string {
  return plainStyle({ title: 'Klingon Author Year', locale: 'x-klingon' });
}
