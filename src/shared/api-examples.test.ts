import { describe, expect, it } from 'vitest';
import { apiOperations, curlExamples, schemaFields, shellWords, type OpenApiDocument } from './api-examples.ts';

// Shaped like @hono/zod-openapi's output: components/schemas by $ref, examples on media types and schemas, 3.1 type arrays.
const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Inkwell API', version: '1' },
  servers: [{ url: '/api/v1' }],
  components: {
    schemas: {
      Document: {
        type: 'object',
        properties: { id: { type: 'string', format: 'uuid' }, type: { type: 'string', enum: ['essay', 'resume'] }, data: { $ref: '#/components/schemas/Resume' } },
        required: ['id', 'type'],
      },
      Resume: {
        type: 'object',
        properties: { template: { type: 'string', enum: ['modern', 'classic'] }, skills: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } },
      },
      Error: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' } } } } },
    },
  },
  paths: {
    '/documents': {
      post: {
        tags: ['Documents'],
        operationId: 'createDocument',
        security: [{ apiKey: ['documents:write'] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { type: { type: 'string', enum: ['resume'] }, title: { type: ['string', 'null'] }, data: { $ref: '#/components/schemas/Resume' } }, required: ['type'] },
              example: { type: 'resume', title: "Alex O'Brien", data: { template: 'modern' } },
            },
          },
        },
        responses: { '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Document' } } } }, '400': { description: 'Invalid' } },
      },
    },
    '/documents/{id}': {
      patch: {
        tags: ['Documents'],
        'x-scopes': ['documents:write'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string', minLength: 1 } }, required: ['title'] } } } },
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Document' } } } } },
      },
      delete: {
        tags: ['Documents'],
        security: [{ apiKey: ['documents:write'] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'Deleted' } },
      },
    },
    '/documents/{id}/export': {
      get: {
        tags: ['Documents'],
        security: [{ apiKey: ['export'] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: ['pdf', 'docx'], example: 'pdf' } },
        ],
        responses: { '200': { description: 'The file', content: { 'application/pdf': {}, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {} } } },
      },
    },
    '/generate/essay': {
      post: {
        tags: ['Generate'],
        security: [{ apiKey: ['generate'] }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { topic: { type: 'string' } }, example: { topic: 'Sleep & school' } } } } },
        responses: { '200': { description: 'Events', content: { 'text/event-stream': {}, 'application/json': {} } } },
      },
    },
    '/health': { get: { security: [], responses: { '200': { description: 'OK', content: { 'application/json': {} } } } } },
  },
};

const env = { INKWELL_API_KEY: 'ink_key', DOCUMENT_ID: 'doc-1' };

describe('curl examples from the OpenAPI document', () => {
  const examples = curlExamples(doc, 'https://write.example.org/');
  const byPath = (method: string, path: string) => examples.find((e) => e.method === method && e.path === path)!;

  it('prints the create example with the key, the JSON type and the operation example (an apostrophe survives the quoting)', () => {
    const create = byPath('POST', '/documents');
    expect(create.status).toBe(201);
    expect(create.command).toContain('-H "Authorization: Bearer $INKWELL_API_KEY"');
    const argv = shellWords(create.command, env);
    expect(argv).toEqual(['curl', '-H', 'Authorization: Bearer ink_key', '-H', 'Content-Type: application/json', '-d', expect.any(String), 'https://write.example.org/api/v1/documents']);
    expect(JSON.parse(argv[6]!)).toEqual({ type: 'resume', title: "Alex O'Brien", data: { template: 'modern' } });
  });

  it('turns path parameters into shell variables, builds a body from the schema without an example, and names the method', () => {
    const patch = shellWords(byPath('PATCH', '/documents/{id}').command, env);
    expect(patch.slice(0, 3)).toEqual(['curl', '-X', 'PATCH']);
    expect(patch.at(-1)).toBe('https://write.example.org/api/v1/documents/doc-1');
    expect(JSON.parse(patch[patch.indexOf('-d') + 1]!)).toEqual({ title: 'x' });
    expect(byPath('DELETE', '/documents/{id}').command).toContain('/documents/$DOCUMENT_ID"');
    expect(byPath('DELETE', '/documents/{id}').status).toBe(204);
  });

  it('saves a download under the created type and format, streams an event stream with -N, and sends no key where none is needed', () => {
    const exported = shellWords(byPath('GET', '/documents/{id}/export').command, env);
    expect(exported).toEqual(['curl', '-H', 'Authorization: Bearer ink_key', '-o', 'resume.pdf', 'https://write.example.org/api/v1/documents/doc-1/export?format=pdf']);
    const stream = shellWords(byPath('POST', '/generate/essay').command, env);
    expect(stream.slice(0, 2)).toEqual(['curl', '-N']);
    expect(JSON.parse(stream[stream.indexOf('-d') + 1]!)).toEqual({ topic: 'Sleep & school' });
    expect(byPath('GET', '/health').command).not.toContain('Authorization');
  });

  it('reads scopes from security requirements and x-scopes, and walks body fields through $ref', () => {
    const ops = apiOperations(doc);
    expect(ops.map((op) => op.scopes)).toEqual([['documents:write'], ['documents:write'], ['documents:write'], ['export'], ['generate'], []]);
    const fields = schemaFields(doc, ops[0]!.body!.schema);
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['type', 'string', true],
      ['title', 'string | null', false],
      ['data', 'Resume', false],
      ['data.template', 'string', false],
      ['data.skills', 'array of object', false],
      ['data.skills[].name', 'string', true],
    ]);
    expect(fields[3]!.enum).toEqual(['modern', 'classic']);
  });
});

describe('shellWords', () => {
  it('splits like a POSIX shell: continuations, quotes and variables', () => {
    expect(shellWords(`curl -H "A: $X" \\\n  -d 'it'\\''s $X' "\${X}y" a\\ b`, { X: 'v' })).toEqual(['curl', '-H', 'A: v', '-d', "it's $X", 'vy', 'a b']);
  });

  it('refuses what needs more of a shell, and a variable that is not set', () => {
    expect(() => shellWords('curl x | sh', {})).toThrow(/needs a shell/);
    expect(() => shellWords('curl x > out', {})).toThrow(/needs a shell/);
    expect(() => shellWords('curl "$NOPE"', {})).toThrow(/not set/);
    expect(() => shellWords("curl 'open", {})).toThrow(/unclosed/);
  });
});
