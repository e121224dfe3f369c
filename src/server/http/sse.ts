/**
 * A Server-Sent Events response from an async generator: one `data:` line of
 * JSON per event. It pulls the next event only when the client has read the
 * last one (backpressure), and when the client goes away it ends the
 * generator (running its `finally`), which stops the work behind it.
 */
export function sseResponse<T>(events: AsyncGenerator<T>, headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // Never shared (private), never reused unchecked (no-cache), never rewritten by a proxy
      // (no-transform). Not `no-store`: Chromium then reports a streamed body read to its end
      // as a cancelled request (net::ERR_ABORTED) although every byte arrived
      // (docs/decisions/0023-versions-and-clean-stream-ends.md). A POST's answer is not
      // reused by browser caches anyway.
      'cache-control': 'private, no-cache, no-transform',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      ...headers,
    },
  });
}
