// A user's own CSL styles (server/features/styles): what the API answers for
// one, and the limits of the upload. The style picker and the server read them here.
import type { CatalogueFormat, UserStyleId } from './citation-styles.ts';

export const userStyleLimits = {
  /** Styles one user may keep. */
  perUser: 20,
  /** The largest style file: the longest styles of the CSL project are under 200 KB. */
  fileBytes: 512 * 1024,
} as const;

/** A style the user uploaded, as `GET /api/styles` lists it and `POST /api/styles` answers it. */
export interface UserStyleSummary {
  id: UserStyleId;
  title: string;
  /** How its citations read, as its file says (`<category citation-format>`). */
  format: CatalogueFormat;
  createdAt: string;
}

export interface UserStyleList {
  styles: UserStyleSummary[];
}
