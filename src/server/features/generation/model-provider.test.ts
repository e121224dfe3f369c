import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { essayRequestSchema } from '../../../shared/generation.ts';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm.ts';
import { createModelProvider, type ModelProviderOptions } from './model-provider.ts';
import { GenerationError, type GenerationTask } from './provider.ts';

const task: GenerationTask = {
  kind: 'essay',
  request: essayRequestSchema.parse({ topic: 'Should school start later?', type: 'persuasive', tone: 'formal', length: 'short', academicLevel: 'highschool' }),
  seed: 7,
};

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

function provider(overrides: Partial<ModelProviderOptions> = {}) {
  return createModelProvider({
    baseUrl: llm.baseUrl,
    model: 'fake-model',
    apiKey: 'sk-test-key',
    headersTimeoutMs: 2_000,
    chunkTimeoutMs: 2_000,
    totalTimeoutMs: 20_000,
    maxRetries: 0,
    ...overrides,
  });
}

/** The pieces streamed, and the error that ended the stream (if any). */
async function collect(p: ReturnType<typeof provider>, signal = new AbortController().signal) {
  const pieces: string[] = [];
  try {
    for await (const piece of p.stream(task, signal)) pieces.push(piece);
    return { pieces, error: undefined };
  } catch (error) {
    return { pieces, error: error as GenerationError };
  }
}

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('OpenAI-compatible provider', () => {
  it('streams the pieces the model sends, in order, and sends the prompt, model, key and seed', async () => {
    llm.script({ kind: 'stream', pieces: ['# Later ', 'starts', '\n\nSleep ', 'matters.'], delayMs: 5 });
    const { pieces, error } = await collect(provider());
    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe('# Later starts\n\nSleep matters.');
    expect(pieces.length).toBeGreaterThan(1);
    const sent = llm.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.seed).toBe(7);
    const [system, user] = sent.body.messages!;
    expect(system!.role).toBe('system');
    expect(user!.content).toContain('Should school start later?');
    expect(user!.content).toContain('persuasive');
  });

  it('sends no Authorization header when no key is configured (Ollama, llama.cpp)', async () => {
    llm.script({ kind: 'stream', pieces: ['ok'] });
    await collect(provider({ apiKey: undefined }));
    expect(llm.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('maps a 500 to upstream_error, without the provider text', async () => {
    llm.script({ kind: 'status', status: 500, body: { error: { message: 'secret internal detail' } } });
    const { pieces, error } = await collect(provider());
    expect(pieces).toEqual([]);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error!.code).toBe('upstream_error');
    expect(error!.message).not.toContain('secret');
  });

  it('retries a 500 as configured and streams when the next attempt works', async () => {
    llm.script({ kind: 'status', status: 503 }, { kind: 'stream', pieces: ['second ', 'try'] });
    const { pieces, error } = await collect(provider({ maxRetries: 1 }));
    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe('second try');
    expect(llm.requests).toHaveLength(2);
  });

  it('maps a 429 to rate_limited with the Retry-After seconds, after waiting that long between attempts', async () => {
    llm.script({ kind: 'status', status: 429, headers: { 'retry-after': '1' } });
    const started = Date.now();
    const { error } = await collect(provider({ maxRetries: 1 }));
    expect(error!.code).toBe('rate_limited');
    expect(error!.retryAfterSeconds).toBe(1);
    expect(llm.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('maps a refused connection to upstream_unreachable', async () => {
    const port = await closedPort();
    const p = createModelProvider({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', headersTimeoutMs: 2_000, chunkTimeoutMs: 2_000, totalTimeoutMs: 5_000, maxRetries: 0 });
    const { error } = await collect(p);
    expect(error!.code).toBe('upstream_unreachable');
  });

  it('maps a stream that stalls part-way to upstream_timeout, keeping what came before', async () => {
    llm.script({ kind: 'stall', pieces: ['first ', 'words '] });
    const started = Date.now();
    const { pieces, error } = await collect(provider({ chunkTimeoutMs: 300 }));
    expect(pieces.join('')).toBe('first words ');
    expect(error!.code).toBe('upstream_timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('maps headers that never come to upstream_timeout', async () => {
    llm.script({ kind: 'stream', pieces: ['late'], headersDelayMs: 1_500 });
    const { pieces, error } = await collect(provider({ headersTimeoutMs: 300 }));
    expect(pieces).toEqual([]);
    expect(error!.code).toBe('upstream_timeout');
  });

  it('waits for a slow start that stays inside the deadlines', async () => {
    llm.script({ kind: 'stream', pieces: ['slow ', 'but ', 'fine'], headersDelayMs: 300, firstPieceDelayMs: 300 });
    const { pieces, error } = await collect(provider({ headersTimeoutMs: 1_500, chunkTimeoutMs: 1_500 }));
    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe('slow but fine');
  });

  it('maps a connection dropped part-way to an error, keeping what came before', async () => {
    llm.script({ kind: 'drop', pieces: ['half '] });
    const { pieces, error } = await collect(provider());
    expect(pieces.join('')).toBe('half ');
    expect(['upstream_unreachable', 'upstream_error']).toContain(error!.code);
  });

  it("closes the upstream connection when the client aborts, and ends without an error", async () => {
    llm.script({ kind: 'stream', pieces: Array.from({ length: 200 }, (_, i) => `w${i} `), delayMs: 20 });
    const controller = new AbortController();
    const pieces: string[] = [];
    let thrown: unknown;
    try {
      for await (const piece of provider().stream(task, controller.signal)) {
        pieces.push(piece);
        if (pieces.length === 3) controller.abort();
      }
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeUndefined();
    expect(pieces.length).toBeLessThan(10);
    const upstream = llm.requests[0]!;
    await upstream.closed;
    expect(upstream.abortedByClient()).toBe(true);
  });
});
