// Re-exported for scripts/prerender.mjs, which runs the SSR build of this folder.
export { guestOnlyPaths, publicPaths } from '../shared/routes.ts';
