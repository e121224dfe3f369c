import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; in the browser
// that probe trips our Content-Security-Policy (no eval). Plain parsing is
// fast enough for forms and API bodies, on both sides.
z.config({ jitless: true });

export { z };
