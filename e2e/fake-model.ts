import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake model was asked: the path and the Authorization header (the user's key, sent by the app's server). */
interface FakeModelRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean } & Record<string, unknown>;
}

export interface FakeModel {
  /** The OpenAI-compatible root, as a user types it in Settings › AI. */
  baseUrl: string;
  requests: FakeModelRequest[];
  close(): Promise<void>;
}

/**
 * A tiny OpenAI-compatible server on 127.0.0.1 for the browser tests (e2e may
 * not import src/server): `GET /v1/models` lists `models`; `POST
 * /v1/chat/completions` answers `reply`, streamed as Server-Sent Events in
 * small pieces, or as one JSON completion when not asked to stream.
 */
export async function startFakeModel(options: { models: string[]; reply: string }): Promise<FakeModel> {
  const requests: FakeModelRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      let body: FakeModelRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as FakeModelRequest['body'];
      } catch {
        // left empty: the test reads what was sent
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      if (req.method === 'GET' && path === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: options.models.map((id) => ({ id, object: 'model', created: 1, owned_by: 'fake' })) }));
        return;
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        const model = body.model ?? options.models[0] ?? 'fake';
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-fake',
              object: 'chat.completion',
              created: 1,
              model,
              choices: [{ index: 0, message: { role: 'assistant', content: options.reply }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const chunk = (delta: Record<string, string>, finish: string | null) =>
          `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        for (const piece of options.reply.match(/[\s\S]{1,40}/g) ?? []) res.write(chunk({ content: piece }, null));
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
