/**
 * Reading the public API's OpenAPI 3.1 document (GET /api/v1/openapi.json):
 * its operations, their fields, and a curl command for each. The
 * Documentation's API Reference prints these commands and a server test runs
 * them with the real curl binary, so both use this one module and the printed
 * examples cannot drift from the API.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

type SecurityRequirement = Record<string, string[]>;

interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; required?: boolean; description?: string; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { $ref?: string; description?: string; content?: Record<string, MediaTypeObject> }>;
  security?: SecurityRequirement[];
  'x-scopes'?: string[] | string;
  'x-scope'?: string;
}

/** The parts of an OpenAPI 3.1 document this module reads; anything else is ignored. */
export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, OperationObject['requestBody']>;
    responses?: Record<string, NonNullable<OperationObject['responses']>[string]>;
  };
  security?: SecurityRequirement[];
  tags?: { name: string; description?: string }[];
}

const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof httpMethods)[number]>;

interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

interface ApiResponse {
  status: string;
  description?: string;
  mediaTypes: string[];
}

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** As in the document, relative to the server URL: `/documents/{id}`. */
  path: string;
  tag: string;
  summary?: string;
  description?: string;
  /** The key scopes it needs; empty when any key will do. */
  scopes: string[];
  /** Whether it needs a key at all (`security: []` says it does not). */
  authenticated: boolean;
  parameters: ApiParameter[];
  body?: { required: boolean; mediaType: string; schema?: JsonSchema; example?: unknown };
  responses: ApiResponse[];
}

export interface CurlExample {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** The lowest 2xx status the operation documents: what the command answers when it works. */
  status: number;
  /** What a shell runs, with `$INKWELL_API_KEY` and path variables such as `$DOCUMENT_ID`. */
  command: string;
}

/** The shell variable that holds the key in every example. */
export const apiKeyVariable = 'INKWELL_API_KEY';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/…`) to what it names; other values come back as they are. */
function resolveRef<T extends { $ref?: string }>(doc: OpenApiDocument, value: T | undefined, seen = new Set<string>()): T | undefined {
  let current: unknown = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), doc);
  }
  return current as T | undefined;
}

/** The name a `$ref` to components/schemas gives its schema (`#/components/schemas/Document` → `Document`). */
const refName = (schema: JsonSchema | undefined) => schema?.$ref?.split('/').pop();

/** The path every operation's path is relative to: the first server's path (`/api/v1`). */
export function apiBasePath(doc: OpenApiDocument): string {
  const url = doc.servers?.[0]?.url ?? '/api/v1';
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url;
  return path.replace(/\/+$/, '');
}

function requiredScopes(op: OperationObject, security: SecurityRequirement[] | undefined): string[] {
  const scopes = new Set<string>();
  const extension = op['x-scopes'] ?? op['x-scope'];
  for (const scope of Array.isArray(extension) ? extension : extension ? [extension] : []) if (typeof scope === 'string') scopes.add(scope);
  for (const requirement of security ?? []) for (const list of Object.values(requirement)) for (const scope of list) scopes.add(scope);
  return [...scopes];
}

/** A media type's example: its own, the first of its named examples, or its schema's. */
function mediaExample(doc: OpenApiDocument, media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = media.examples ? Object.values(media.examples)[0] : undefined;
  if (named?.value !== undefined) return named.value;
  const schema = resolveRef(doc, media.schema);
  return schema?.example ?? schema?.examples?.[0];
}

/** Every operation of the document, in its order, with references resolved. */
export function apiOperations(doc: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? (item.parameters as ParameterObject[]) : [];
    for (const method of httpMethods) {
      const op = item[method] as OperationObject | undefined;
      if (!op || typeof op !== 'object') continue;
      const security = op.security ?? doc.security;
      const byKey = new Map<string, ApiParameter>();
      for (const raw of [...shared, ...(op.parameters ?? [])]) {
        const p = resolveRef(doc, raw);
        if (!p?.name || !p.in) continue;
        const schema = resolveRef(doc, p.schema);
        byKey.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === 'path' || p.required === true,
          ...(p.description ? { description: p.description } : {}),
          ...(schema ? { schema } : {}),
          ...(p.example !== undefined ? { example: p.example } : schema?.example !== undefined ? { example: schema.example } : schema?.examples?.length ? { example: schema.examples[0] } : {}),
        });
      }
      const requestBody = resolveRef(doc, op.requestBody);
      const bodyEntry = Object.entries(requestBody?.content ?? {}).find(([type]) => /json/i.test(type)) ?? Object.entries(requestBody?.content ?? {})[0];
      const responses = Object.entries(op.responses ?? {}).map(([status, raw]) => {
        const response = resolveRef(doc, raw);
        return { status, ...(response?.description ? { description: response.description } : {}), mediaTypes: Object.keys(response?.content ?? {}) };
      });
      responses.sort((a, b) => a.status.localeCompare(b.status));
      operations.push({
        operationId: op.operationId ?? `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
        method: method.toUpperCase() as HttpMethod,
        path,
        tag: op.tags?.[0] ?? 'API',
        ...(op.summary ? { summary: op.summary } : {}),
        ...(op.description ? { description: op.description } : {}),
        scopes: requiredScopes(op, security),
        authenticated: !(Array.isArray(security) && security.length === 0),
        parameters: [...byKey.values()],
        ...(bodyEntry
          ? {
              body: {
                required: requestBody?.required === true,
                mediaType: bodyEntry[0],
                ...(bodyEntry[1].schema ? { schema: bodyEntry[1].schema } : {}),
                ...(mediaExample(doc, bodyEntry[1]) !== undefined ? { example: mediaExample(doc, bodyEntry[1]) } : {}),
              },
            }
          : {}),
        responses,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------
// Schema fields, for the reference's tables

export interface SchemaField {
  /** Dotted from the body's top: `data.personalInfo.email`; `[]` marks the items of an array. */
  name: string;
  type: string;
  required: boolean;
  description?: string;
  enum?: string[];
  depth: number;
}

/** A short type label: `string`, `integer | null`, `array of object`, `Document`. */
export function schemaType(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || depth > 4) return 'any';
  const name = refName(schema);
  if (name) return name;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return [...new Set(variants.map((v) => schemaType(doc, v, depth + 1)))].join(' | ');
  if (schema.allOf?.length === 1) return schemaType(doc, schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : schema.enum ? typeof schema.enum[0] : schema.const !== undefined ? JSON.stringify(schema.const) : 'any';
  return types.map((type) => (type === 'array' ? `array of ${schemaType(doc, schema.items, depth + 1)}` : type)).join(' | ');
}

/** The object schema (if any) a field's value or items are made of, for its sub-fields. */
function objectOf(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  const resolved = resolveRef(doc, schema);
  if (!resolved || depth > 4) return undefined;
  if (resolved.properties) return resolved;
  if (resolved.items) return objectOf(doc, resolved.items, depth + 1);
  const variants = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  const objects = variants?.map((v) => objectOf(doc, v, depth + 1)).filter((v): v is JsonSchema => v !== undefined);
  return objects?.length === 1 ? objects[0] : undefined;
}

/**
 * The fields of an object schema, depth first: each property with its type,
 * whether it is required, its description and allowed values, then the fields
 * of its object (or of its array's objects), down to `maxDepth` levels.
 * References are followed once per branch, so a recursive schema ends.
 */
export function schemaFields(doc: OpenApiDocument, schema: JsonSchema | undefined, maxDepth = 3, prefix = '', depth = 0, seen = new Set<string>()): SchemaField[] {
  const ref = schema?.$ref;
  if (ref && seen.has(ref)) return [];
  const inner = ref ? new Set([...seen, ref]) : seen;
  const object = objectOf(doc, schema);
  if (!object?.properties || depth >= maxDepth) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([key, raw]) => {
    const property = resolveRef(doc, raw) ?? {};
    const values = (property.enum ?? (property.anyOf ?? property.oneOf)?.flatMap((v) => resolveRef(doc, v)?.enum ?? []))?.filter((v) => v !== null).map(String);
    const isArray = schemaType(doc, raw).startsWith('array');
    const name = `${prefix}${key}`;
    const field: SchemaField = {
      name,
      type: schemaType(doc, raw),
      required: required.has(key),
      ...(property.description ? { description: property.description } : {}),
      ...(values?.length ? { enum: [...new Set(values)] } : {}),
      depth,
    };
    return [field, ...schemaFields(doc, raw, maxDepth, `${name}${isArray ? '[]' : ''}.`, depth + 1, inner)];
  });
}

/** A value that satisfies a schema's basic rules, for a body whose operation has no example. */
function sampleValue(doc: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolveRef(doc, raw);
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleValue(doc, variant, depth + 1);
  const type = (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleValue(doc, schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(doc, schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

// ---------------------------------------------------------------------------
// curl commands

/** The shell variable a path parameter becomes: `{id}` after `/documents` → `DOCUMENT_ID`, `{versionId}` → `VERSION_ID`. */
function pathVariable(path: string, name: string): string {
  const snake = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
  if (name !== 'id') return snake(name);
  const before = path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
  const singular = before.replace(/ies$/, 'y').replace(/s$/, '');
  return singular ? `${snake(singular)}_ID` : 'ID';
}

const singleQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const isJsonType = (type: string) => /(^|[/+])json\b/i.test(type);
const fileExtensions: Record<string, string> = { 'application/pdf': 'pdf', 'text/plain': 'txt', 'text/markdown': 'md', 'text/html': 'html', 'application/rtf': 'rtf' };

/** The value a query parameter gets in the example: its example, or for a required one its default or first allowed value. */
function queryValue(p: ApiParameter): unknown {
  if (p.example !== undefined) return p.example;
  if (!p.required) return undefined;
  return p.schema?.default ?? p.schema?.enum?.[0];
}

/**
 * A curl command per operation, as the API Reference prints it: the page's
 * origin and the document's base path, the key from `$INKWELL_API_KEY`, path
 * parameters as shell variables (`$DOCUMENT_ID`), query parameters that have
 * an example, the request body's example as JSON, `-N` for a stream and
 * `-o <file>` for a download.
 */
export function curlExamples(doc: OpenApiDocument, origin: string): CurlExample[] {
  const base = `${origin.replace(/\/+$/, '')}${apiBasePath(doc)}`;
  const operations = apiOperations(doc);
  // A download is named after what the collection's create example makes (`resume.pdf`).
  const createdType = (path: string) => {
    const collection = path.replace(/\/\{[^}]+\}.*$/, '');
    const example = operations.find((op) => op.method === 'POST' && op.path === collection)?.body?.example;
    return isObject(example) && typeof example.type === 'string' && /^[a-z-]+$/.test(example.type) ? example.type : 'document';
  };
  return operations.map((op) => {
    const success = op.responses.filter((r) => /^2\d\d$/.test(r.status));
    const first = success[0];
    const mediaTypes = first?.mediaTypes ?? [];
    const streams = mediaTypes.some((type) => type.startsWith('text/event-stream'));
    const download = !streams && mediaTypes.length > 0 && !mediaTypes.some(isJsonType);

    let path = op.path;
    for (const p of op.parameters.filter((p) => p.in === 'path')) path = path.replaceAll(`{${p.name}}`, `$${pathVariable(op.path, p.name)}`);
    const query = op.parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, queryValue(p)] as const)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`);
    const url = `${base}${path}${query.length ? `?${query.join('&')}` : ''}`;

    const body = op.body && (op.body.example !== undefined || op.body.required) ? (op.body.example ?? sampleValue(doc, op.body.schema)) : undefined;
    const head = ['curl'];
    if (streams) head.push('-N');
    if (op.method !== 'GET' && !(op.method === 'POST' && body !== undefined)) head.push('-X', op.method);
    const lines = [head.join(' ')];
    if (op.authenticated) lines.push(`-H "Authorization: Bearer $${apiKeyVariable}"`);
    if (body !== undefined) {
      lines.push(`-H "Content-Type: ${op.body?.mediaType ?? 'application/json'}"`);
      lines.push(`-d ${singleQuote(JSON.stringify(body, null, 2)).replaceAll('\n', '\n  ')}`);
    }
    if (download) {
      const format = query.find((q) => q.startsWith('format='))?.slice('format='.length);
      const extension = format && /^[a-z0-9]+$/.test(format) ? format : (fileExtensions[mediaTypes[0]!] ?? 'bin');
      lines.push(`-o ${createdType(op.path)}.${extension}`);
    }
    lines.push(`"${url}"`);
    return { operationId: op.operationId, method: op.method, path: op.path, status: Number(first?.status ?? 200), command: lines.join(' \\\n  ') };
  });
}

/**
 * The argument list a POSIX shell would make of one of these commands, with
 * `$NAME` and `${NAME}` taken from `env`: words split on blanks, a backslash
 * before a newline continues the line, single quotes keep text as it is,
 * double quotes expand variables. Anything that needs more of a shell
 * (pipes, redirections, `;`, backquotes, globs) is refused, so a printed
 * example that would not run as printed fails its test.
 */
export function shellWords(command: string, env: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const add = (text: string) => {
    word = (word ?? '') + text;
  };
  const variable = (): string => {
    const match = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/.exec(command.slice(i));
    if (!match) throw new Error(`a lone "$" at ${i}`);
    const name = (match[1] ?? match[2])!;
    const value = env[name];
    if (value === undefined) throw new Error(`$${name} is not set`);
    i += match[0].length;
    return value;
  };
  while (i < command.length) {
    const c = command[i]!;
    if (c === '\\' && command[i + 1] === '\n') {
      i += 2;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== null) words.push(word);
      word = null;
      i++;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) throw new Error('an unclosed single quote');
      add(command.slice(i + 1, end));
      i = end + 1;
    } else if (c === '"') {
      add('');
      i++;
      for (;;) {
        if (i >= command.length) throw new Error('an unclosed double quote');
        const d = command[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && '"\\$`\n'.includes(command[i + 1] ?? '')) {
          if (command[i + 1] !== '\n') add(command[i + 1]!);
          i += 2;
        } else if (d === '$') add(variable());
        else if (d === '`') throw new Error('backquotes are not supported');
        else {
          add(d);
          i++;
        }
      }
    } else if (c === '$') {
      add(variable());
    } else if (c === '\\') {
      if (i + 1 >= command.length) throw new Error('a trailing backslash');
      add(command[i + 1]!);
      i += 2;
    } else if ('|&;<>()`*?[]{}~#'.includes(c)) {
      throw new Error(`"${c}" needs a shell`);
    } else {
      add(c);
      i++;
    }
  }
  if (word !== null) words.push(word);
  return words;
}
