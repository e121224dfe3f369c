import type { Context } from 'hono';
import { attachmentHeader } from './attachment.ts';

/** A file as a download: the Download's and the public API's export answer alike. */
export function fileResponse(c: Context, file: { body: string | Uint8Array<ArrayBuffer>; contentType: string; fileName: string }): Response {
  return c.body(file.body, 200, {
    'content-type': file.contentType,
    'content-disposition': attachmentHeader(file.fileName),
    'x-content-type-options': 'nosniff',
    // An HTML export opened from this origin could never run anything or reach the app's cookies.
    ...(file.contentType.startsWith('text/html') ? { 'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:" } : {}),
  });
}
