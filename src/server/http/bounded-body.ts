/**
 * A response body's bytes, read no further than `limit`: null as soon as it
 * is longer, the rest cancelled unread, so a server that answers without end
 * cannot fill the process's memory. No body reads as no bytes.
 */
export async function bodyBytesAtMost(response: Response, limit: number): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // The answer is already known (too long): a failure to cancel changes nothing.
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}
