import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; in the browser
// that probe trips our Content-Security-Policy (no eval). Plain parsing is
// fast enough for forms and API bodies, on both sides.
z.config({ jitless: true });

export { z };

/** A UUID as the database writes it (any case): ids of another shape are as missing as unknown ones. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
