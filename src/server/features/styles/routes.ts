import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { UserStyleList } from '../../../shared/user-styles.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { privateNoStore } from '../../http/security.ts';
import { perUserSlots } from '../../http/slots.ts';
import { serverText } from '../../i18n.ts';
import { addUserStyle, deleteUserStyle, listUserStyles, styleRefusal, tooLarge } from './service.ts';

/**
 * The upload takes the style file as it is (XML, not JSON): the app leaves
 * its body type and limit to this router.
 */
export const userStylesPath = '/api/styles';

/** The largest body read: a 512 KB file and room to say so, rather than a cut-off read. */
const uploadBodyBytes = 600 * 1024;

/** XML, or CSL's own media type. */
const xmlType = /^(?:application\/xml|text\/xml|application\/vnd\.citationstyles\.style\+xml)\s*(;|$)/i;

const uploadBody = (() => {
  const limit = bodyLimit({
    maxSize: uploadBodyBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return createMiddleware(async (c, next) => {
    if (!xmlType.test(c.req.header('content-type') ?? '')) throw styleRefusal('unsupported_media_type', 'styles.refused.notXmlType');
    return limit(c, next);
  });
})();

// Checking a style is up to a fifth of a second of a parse worker, more for a large one: one at a time per user.
const uploads = perUserSlots(1, serverText('en', 'styles.refused.busy'));

/** The user's one upload slot, or a refusal in the reader's language while another upload of theirs is checked. */
function uploadSlot(userId: string): () => void {
  try {
    return uploads.take(userId);
  } catch {
    throw styleRefusal('rate_limited', 'styles.refused.busy');
  }
}

/** `/api/styles`: the signed-in user's own CSL styles, and nobody else's. */
export function styleRoutes(deps: { auth: Auth; db: Database }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json({ styles: await listUserStyles(db, c.get('user').id) } satisfies UserStyleList))
    .post('/', uploadBody, async (c) => {
      const userId = c.get('user').id;
      const release = uploadSlot(userId);
      try {
        return c.json(await addUserStyle(db, userId, new Uint8Array(await c.req.arrayBuffer())), 201);
      } finally {
        release();
      }
    })
    .delete('/:id', async (c) => {
      await deleteUserStyle(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
