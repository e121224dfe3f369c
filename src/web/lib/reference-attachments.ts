import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { attachmentLimits, type AttachmentAnswer, type AttachmentStorage } from '../../shared/reference-attachments.ts';
import { api, ApiError } from './api.ts';
import { i18next } from './i18n.ts';
import { referenceKeys } from './references.ts';

// Under the library's key: every change to the library (a reference deleted
// takes its file along) refreshes the attachment and the storage line too.
const attachmentKeys = {
  storage: [...referenceKeys.all, 'storage'] as const,
  of: (id: string) => [...referenceKeys.all, 'attachment', id] as const,
};

const attachmentPath = (id: string) => `/api/references/${encodeURIComponent(id)}/attachment`;

/** Where the browser downloads the attached file (the server answers it as a download, never as a page). */
export const attachmentFileUrl = (id: string) => `${attachmentPath(id)}/file`;

/** What file types the file picker offers: the ones the server reads (it decides by the bytes, not the name). */
export const attachmentAccept = '.pdf,.docx,.html,.htm,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/html,text/plain';

export function useAttachment(id: string) {
  return useQuery({ queryKey: attachmentKeys.of(id), queryFn: ({ signal }) => api<AttachmentAnswer>(attachmentPath(id), { signal }) });
}

/** Bytes of attached files the user keeps, the limit and how many files (Settings). */
export function useAttachmentStorage() {
  return useQuery({ queryKey: attachmentKeys.storage, queryFn: ({ signal }) => api<AttachmentStorage>('/api/references/storage', { signal }) });
}

/**
 * Each change shows its answer at once, then refreshes the library (its list
 * marks references with attached text) and the storage line. A failure
 * changes nothing: the server keeps the earlier file until a new one is read.
 */
function useAttachmentMutation<I>(id: string, run: (input: I) => Promise<AttachmentAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => client.setQueryData(attachmentKeys.of(id), answer),
    onSettled: () => client.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}

/**
 * The file's bytes as the body (not JSON, and not a form: the server reads the
 * type from the bytes); its name goes URI-encoded in `x-file-name`, as a
 * header holds only Latin-1.
 */
export function useAttachFile(id: string) {
  return useAttachmentMutation(id, (file: File) =>
    api<AttachmentAnswer>(attachmentPath(id), {
      method: 'PUT',
      body: file,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
    }),
  );
}

export function useAttachText(id: string) {
  return useAttachmentMutation(id, (text: string) => api<AttachmentAnswer>(`${attachmentPath(id)}/text`, { method: 'PUT', json: { text } }));
}

export function useRemoveAttachment(id: string) {
  return useAttachmentMutation(id, async () => {
    await api<void>(attachmentPath(id), { method: 'DELETE' });
    return { attachment: null };
  });
}

/** Whole megabytes as the server counts them (1 MB = 1024 × 1024 bytes), for its limits. */
const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** The file size limit in megabytes, as the server words it in its own refusal. */
export const fileLimitMegabytes = megabytes(attachmentLimits.fileBytes);

/** A file size in the interface language: "512 bytes", "48 kB", "12.3 MB" (the server's 1024-based units). */
export function formatFileSize(bytes: number, language = i18next.language): string {
  const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  // "512 byte" is what the short form says in English: bytes are spelled out.
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: unit === 'megabyte' && value < 100 ? 1 : 0 }).format(value);
}

/**
 * The sentence to show for a failed attachment request: the server words its
 * refusals (unknown type, damaged PDF, storage full) in the reader's language,
 * so its message is shown as it is; a network failure, a server fault or an
 * answer without a body falls back to the catalogue's sentence.
 */
export function attachmentFailure(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.internal');
  if (error.code === 'network' || error.code === 'internal' || !error.message || /^HTTP \d+$/.test(error.message)) return t(`errors.${error.code}`);
  return error.message;
}
