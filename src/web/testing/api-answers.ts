/**
 * The server, as a component test sees it: each test declares the answers
 * (`answer('POST /api/contact', { status: 201, json: { id } })`) and the
 * requests the component sent are kept for the test to read. Nothing goes to
 * a network; a request no test answered is a failure (setup.ts checks).
 */

export interface SentRequest {
  method: string;
  path: string;
  /** The query string's parameters (`?search=clim&type=essay`), empty when there were none. */
  query: URLSearchParams;
  /** The JSON body, parsed (undefined when there was none). */
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  /** A body that is not JSON (a picture, a file), with its content type. */
  body?: string;
  type?: string;
}

type Route = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
type Responder = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

const answers = new Map<string, Responder>();
const sent: SentRequest[] = [];
const unanswered: string[] = [];

/** Answers every `route` ("METHOD /path", path without query) with `reply`, or with what `reply` returns for the request. */
export function answer(route: Route, reply: Responder): void {
  answers.set(route, reply);
}

/** An answer the test lets through when it chooses: to see the state while a request is in flight. */
export function heldAnswer(reply: Reply): { responder: () => Promise<Reply>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { responder: () => gate.then(() => reply), release };
}

/** The requests sent to `route` so far, oldest first. */
export function requestsTo(route: Route): SentRequest[] {
  return sent.filter((request) => `${request.method} ${request.path}` === route);
}

/** Requests that had no answer; cleared by resetAnswers. */
export function unansweredRequests(): string[] {
  return [...unanswered];
}

export function resetAnswers(): void {
  answers.clear();
  sent.length = 0;
  unanswered.length = 0;
}

/** The test environment's fetch: same-origin paths only, answered from the table above. */
export async function answeringFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const text = typeof init.body === 'string' ? init.body : undefined;
  const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body: text === undefined ? undefined : JSON.parse(text) };
  sent.push(request);
  const responder = answers.get(`${method} ${url.pathname}`);
  if (!responder) {
    unanswered.push(`${method} ${url.pathname}`);
    throw new TypeError(`No answer declared for ${method} ${url.pathname}`);
  }
  const reply = typeof responder === 'function' ? await responder(request) : responder;
  const status = reply.status ?? 200;
  const body = status === 204 ? null : (reply.body ?? (reply.json === undefined ? null : JSON.stringify(reply.json)));
  return new Response(body, { status, headers: { 'content-type': reply.type ?? 'application/json' } });
}
