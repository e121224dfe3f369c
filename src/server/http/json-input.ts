/**
 * What the API refuses in any JSON body or query before a schema sees it:
 * nesting deeper than a document can need (a 40 KB body of 20,000 nested
 * arrays would overflow the stack of every recursive check after it), NUL
 * characters and lone UTF-16 surrogates (PostgreSQL's text and jsonb cannot
 * store either; JSON.parse accepts both). Walked with an explicit stack, so
 * the check itself never recurses.
 */

/** Deeper than any resume, settings or document body the app writes (resume data is about 4 levels). */
export const maxJsonDepth = 32;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function badText(value: string): boolean {
  return value.includes('\u0000') || loneSurrogate.test(value);
}

export interface JsonProblem {
  kind: 'too_deep' | 'bad_characters';
  /** Dotted path of the offending value ('' for the root). */
  path: string;
}

/** The first problem in a parsed JSON value, or undefined when it can be stored as it is. */
export function jsonProblem(root: unknown): JsonProblem | undefined {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: root, depth: 0, path: '' }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (badText(value)) return { kind: 'bad_characters', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxJsonDepth) return { kind: 'too_deep', path };
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, depth: depth + 1, path: join(path, index) }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (badText(key)) return { kind: 'bad_characters', path: join(path, key) };
      stack.push({ value: item, depth: depth + 1, path: join(path, key) });
    }
  }
  return undefined;
}

