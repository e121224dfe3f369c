import { z } from './zod.ts';

/**
 * A reference's attached full text: its limits and its answer's shape, for
 * the server that checks them and the screen that says them.
 */
export const attachmentLimits = {
  /** Bytes of one attached file (a long book as a PDF fits; a scan of one may not). */
  fileBytes: 20 * 1024 * 1024,
  /** Characters of pasted text. */
  pastedText: 2_000_000,
  /** Bytes of attached files one user keeps in all (files, not their text): a dozen large books, hundreds of articles. */
  storageBytes: 250 * 1024 * 1024,
  /** Characters of a file name as shown and downloaded. */
  name: 200,
} as const;

/** What a file was read as: PDF, Word, HTML or plain text (decided by its bytes, never its name). */
export type AttachmentMediaType = 'application/pdf' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' | 'text/html' | 'text/plain';

/** 'no_text': the file is kept but has nothing to read (a scanned PDF without a text layer). */
export type AttachmentTextStatus = 'text' | 'no_text';

export interface Attachment {
  name: string;
  mediaType: AttachmentMediaType;
  /** Bytes of the file as uploaded. */
  size: number;
  /** A PDF's page count; null for the other types. */
  pages: number | null;
  /** How many passages its text was split into (0 when it has no text). */
  passages: number;
  textStatus: AttachmentTextStatus;
  createdAt: string;
}

export interface AttachmentAnswer {
  attachment: Attachment | null;
}

/** `GET /api/references/storage`: bytes of attached files the user keeps, the limit, and how many files. */
export interface AttachmentStorage {
  used: number;
  limit: number;
  files: number;
}

const noNul = (value: string) => !value.includes('\u0000');

/** `PUT /api/references/:id/attachment/text`: a text pasted instead of a file. */
export const pastedTextSchema = z.strictObject({
  text: z
    .string()
    .min(1, { message: 'validation.required' })
    .max(attachmentLimits.pastedText, { message: 'validation.tooLong' })
    .refine((text) => text.trim().length > 0, { message: 'validation.required' })
    .refine(noNul, { message: 'validation.invalidCharacters' }),
});
