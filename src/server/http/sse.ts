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
      'cache-control': 'no-cache, no-store, no-transform',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      ...headers,
    },
  });
}
