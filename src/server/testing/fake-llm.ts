import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake model does with the next request. */
export type FakeBehaviour =
  | { kind: 'stream'; pieces: readonly string[]; delayMs?: number; headersDelayMs?: number; firstPieceDelayMs?: number }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Sends the headers and `pieces`, then nothing more (the connection stays open). */
  | { kind: 'stall'; pieces: readonly string[] }
  /** Destroys the socket after `pieces` (a connection lost part-way). */
  | { kind: 'drop'; pieces: readonly string[] };

interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } & Record<string, unknown>;
  /** Resolves when the client closes the connection (or the response ends). */
  closed: Promise<void>;
  /** True when the client went away before the response was complete. */
  abortedByClient(): boolean;
  /** performance.now() when the request body had arrived, and when the first piece was written (benchmarks). */
  receivedAt: number;
  firstPieceAt?: number;
}

export interface FakeLlm {
  baseUrl: string;
  requests: FakeRequest[];
  /** Behaviours used in order; the last one repeats. */
  script(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

function chunk(content: string, id: string): string {
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests
 * and benchmarks: it streams scripted pieces, fails with a status, stalls or
 * drops the connection, and records what it was sent and when the client left.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  let queue: FakeBehaviour[] = [{ kind: 'stream', pieces: ['Hello', ' world'] }];
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (b: Buffer) => parts.push(b));
    req.on('end', () => {
      let finished = false;
      const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
      res.on('finish', () => (finished = true));
      let body: FakeRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as FakeRequest['body'];
      } catch {
        // left empty: the test reads what was sent
      }
      const record: FakeRequest = { path: req.url ?? '', headers: req.headers, body, closed, abortedByClient: () => !finished, receivedAt: performance.now() };
      requests.push(record);
      const behaviour = queue.length > 1 ? queue.shift()! : queue[0]!;
      void respond(behaviour, res, record);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function respond(b: FakeBehaviour, res: http.ServerResponse, record: FakeRequest) {
    const id = `chatcmpl-${requests.length}`;
    if (b.kind === 'status') {
      res.writeHead(b.status, { 'content-type': 'application/json', ...b.headers });
      res.end(JSON.stringify(b.body ?? { error: { message: `status ${b.status}`, type: 'server_error' } }));
      return;
    }
    if (b.kind === 'stream' && b.headersDelayMs) await wait(b.headersDelayMs);
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (b.kind === 'stream' && b.firstPieceDelayMs) await wait(b.firstPieceDelayMs);
    for (const [i, piece] of b.pieces.entries()) {
      if (res.destroyed) return;
      if (i > 0 && b.kind === 'stream' && b.delayMs) await wait(b.delayMs);
      res.write(chunk(piece, id));
      record.firstPieceAt ??= performance.now();
    }
    if (b.kind === 'stall') return;
    if (b.kind === 'drop') {
      // Let the pieces reach the client first, then cut the connection mid-stream.
      await wait(50);
      res.socket?.destroy();
      return;
    }
    res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...behaviours) {
      queue = behaviours;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
