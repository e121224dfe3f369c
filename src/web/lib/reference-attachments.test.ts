import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { attachmentFailure, fileLimitMegabytes, formatFileSize } from './reference-attachments.ts';

const t = ((key: string) => `[${key}]`) as unknown as Parameters<typeof attachmentFailure>[1];

describe('attached files on screen', () => {
  it('words sizes in the interface language with the server’s 1024-based megabytes', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(48 * 1024, 'en')).toBe('48 kB');
    expect(formatFileSize(12.34 * 1024 * 1024, 'en')).toBe('12.3 MB');
    expect(formatFileSize(250 * 1024 * 1024, 'en')).toBe('250 MB');
    // French puts a no-break space before its unit.
    expect(formatFileSize(12.34 * 1024 * 1024, 'fr').replace(/\s/g, ' ')).toBe('12,3 Mo');
    expect(formatFileSize(12.34 * 1024 * 1024, 'de')).toBe('12,3 MB');
    expect(fileLimitMegabytes).toBe(20);
  });

  it('shows the server’s own sentence for a refusal, the catalogue’s for a fault or a lost connection', () => {
    expect(attachmentFailure(new ApiError(415, 'unsupported_media_type', 'This ZIP file is not a Word document.'), t)).toBe('This ZIP file is not a Word document.');
    expect(attachmentFailure(new ApiError(0, 'network', 'Network error'), t)).toBe('[errors.network]');
    expect(attachmentFailure(new ApiError(500, 'internal', 'boom'), t)).toBe('[errors.internal]');
    expect(attachmentFailure(new ApiError(413, 'validation_failed', 'HTTP 413'), t)).toBe('[errors.validation_failed]');
    expect(attachmentFailure(new Error('x'), t)).toBe('[errors.internal]');
  });
});
