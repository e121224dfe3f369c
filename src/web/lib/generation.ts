import { createParser } from 'eventsource-parser';
import type { GenerationEvent } from '../../shared/generation.ts';
import { ApiError, errorFromBody } from './api.ts';

/**
 * POSTs a generation request and hands each Server-Sent Event to `onEvent`
 * as it arrives. Failures before the stream (validation, quota, a model that
 * is down) throw ApiError with the server's code; a connection lost part-way
 * throws ApiError('network'). Aborting `signal` (Stop) ends it quietly.
 */
export async function streamGeneration(path: string, body: unknown, options: { signal: AbortSignal; onEvent: (event: GenerationEvent) => void }): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) return;
    throw new ApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok || !response.body) {
    throw errorFromBody(response.status, await response.json().catch(() => undefined));
  }
  const parser = createParser({
    onEvent(message) {
      try {
        options.onEvent(JSON.parse(message.data) as GenerationEvent);
      } catch {
        // A malformed event is skipped; the next ones still arrive.
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } catch (error) {
    if (options.signal.aborted) return;
    throw new ApiError(0, 'network', (error as Error).message);
  }
}
