import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { ShareLink } from '../../../shared/sharing.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { createLogCapture, type TestUser } from '../../testing/harness.ts';
import { collabCloseCodes, collabLimits, createCollab, type Collab } from './collab.ts';

// The editing socket as clients meet it: Hocuspocus providers in Node with a
// session cookie, against the app on a real port. What one writer types
// reaches the others and the saved Markdown; whoever lacks access, sends
// garbage, floods or stays silent is cut off without troubling the others.

const t = appForFile();
let server: Server;
let collab: Collab;
let origin = '';
const logs = createLogCapture('warn');

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as Server;
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  collab = createCollab({ db: t.database.db, auth: t.auth, logger: logs.logger, trustedOrigins: [origin], publicUrl: origin, storeDebounceMs: 50, socketTimeoutMs: 1_500 });
  server.on('upgrade', (request, socket, head) => {
    if (!collab.upgrade(request, socket, head as Buffer)) socket.destroy();
  });
});

afterAll(async () => {
  await collab?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface Client {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  sockets: HocuspocusProviderWebsocket;
  /** The close code the server ended the socket with, once it did. */
  closed: Promise<number>;
  /** Why the server closed the document's session. */
  reason: Promise<string>;
  synced: Promise<void>;
}

/** A writer's provider, signed in by `user`'s cookie (none: a visitor without a session). */
function connect(documentId: string, user: TestUser | null, headers: Record<string, string> = {}): Client {
  const doc = new Y.Doc();
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  let reasonIs: (reason: string) => void = () => undefined;
  const reason = new Promise<string>((resolve) => (reasonIs = resolve));
  let syncedNow: () => void = () => undefined;
  const synced = new Promise<void>((resolve) => (syncedNow = resolve));
  const cookie = user?.cookie ?? '';
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin, ...(cookie ? { cookie } : {}), ...headers } });
    }
  }
  const websocketProvider = new HocuspocusProviderWebsocket({ url: `${origin.replace('http', 'ws')}/api/collab`, WebSocketPolyfill: CookieSocket });
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: documentId,
    document: doc,
    token: 'cookie',
    onClose: ({ event }) => {
      closedWith(event.code);
      if (event.reason) reasonIs(event.reason);
    },
    onAuthenticationFailed: () => closedWith(collabCloseCodes.forbidden),
    onSynced: ({ state }) => state && syncedNow(),
  });
  provider.attach();
  return { doc, provider, sockets: websocketProvider, closed, reason, synced };
}

const clients: Client[] = [];
afterAll(() => {
  for (const c of clients) {
    c.provider.destroy();
    c.sockets.destroy();
  }
});
const track = (client: Client) => {
  clients.push(client);
  return client;
};

/** Adds a paragraph at the end, as the rich editor would. */
function type(doc: Y.Doc, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment('default').push([paragraph]);
}

const textOf = (doc: Y.Doc) => doc.getXmlFragment('default').toString();

async function essay(owner: TestUser, content = '# Report\n\nThe moon pulls the sea.'): Promise<string> {
  const res = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Report', content }, cookie: owner.cookie });
  return ((await res.json()) as { id: string }).id;
}

async function shareWith(owner: TestUser, id: string, role: 'view' | 'suggest' | 'edit'): Promise<{ member: TestUser; link: ShareLink }> {
  const link = (await (await t.request(`/api/documents/${id}/shares`, { method: 'POST', json: { role, audience: 'signed-in' }, cookie: owner.cookie })).json()) as ShareLink;
  const member = await t.signUp();
  expect((await t.request(`/api/shares/${link.token}/open`, { method: 'POST', cookie: member.cookie })).status).toBe(200);
  return { member, link };
}

const content = async (user: TestUser, id: string) => ((await (await t.request(`/api/documents/${id}`, { cookie: user.cookie })).json()) as DocumentRecord).content;

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))]);

describe('the editing socket', () => {
  it('opens a document from its Markdown; one editor’s paragraph reaches the other and the saved Markdown', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const { member } = await shareWith(owner, id, 'edit');
    const a = track(connect(id, owner));
    const b = track(connect(id, member));
    await within(Promise.all([a.synced, b.synced]), 5_000, 'sync');
    expect(textOf(a.doc)).toContain('The moon pulls the sea.');
    type(b.doc, 'Sam adds a line.');
    await expect.poll(() => textOf(a.doc), { timeout: 5_000 }).toContain('Sam adds a line.');
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toBe('# Report\n\nThe moon pulls the sea.\n\nSam adds a line.\n');
  });

  it('a viewer’s socket is read only: what it sends never reaches the document', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const { member } = await shareWith(owner, id, 'view');
    const viewer = track(connect(id, member));
    const writer = track(connect(id, owner));
    await within(Promise.all([viewer.synced, writer.synced]), 5_000, 'sync');
    type(viewer.doc, 'A viewer tries to write.');
    type(writer.doc, 'The owner writes.');
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toContain('The owner writes.');
    await new Promise((r) => setTimeout(r, 300));
    expect(await content(owner, id)).not.toContain('A viewer tries to write.');
    expect(textOf(writer.doc)).not.toContain('A viewer tries to write.');
  });

  it('a suggester’s socket carries suggestions, which leave the saved text alone until accepted; an edit of the text itself closes its session', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const { member } = await shareWith(owner, id, 'suggest');
    const suggester = track(connect(id, member));
    const writer = track(connect(id, owner));
    await within(Promise.all([suggester.synced, writer.synced]), 5_000, 'sync');
    const sentence = () => (suggester.doc.getXmlFragment('default').get(1) as Y.XmlElement).get(0) as Y.XmlText;
    // "The moon pulls the sea." → suggest "gently " before "pulls", and "the sea" struck out.
    sentence().insert(9, 'gently ', { insertion: { id: `${member.userId}~a1` } });
    sentence().format(22, 7, { deletion: { id: `${member.userId}~a2` } });
    await expect.poll(() => textOf(writer.doc), { timeout: 5_000 }).toContain('gently');
    expect(textOf(writer.doc)).toContain('<deletion');
    // A save of the Markdown would drop them: the routes ask first.
    expect(await collab.suggestionsPending(id)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await content(owner, id)).toBe('# Report\n\nThe moon pulls the sea.');

    // The owner accepts the insertion: it becomes text, and the Markdown says so.
    const accepted = (writer.doc.getXmlFragment('default').get(1) as Y.XmlElement).get(0) as Y.XmlText;
    accepted.format(9, 7, { insertion: null });
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toBe('# Report\n\nThe moon gently pulls the sea.\n');
    accepted.format(22, 7, { deletion: null });
    await expect.poll(() => collab.suggestionsPending(id), { timeout: 5_000 }).toBe(false);

    // A plain edit from the suggester is refused, and never reaches the others or the Markdown.
    type(suggester.doc, 'Sneaked in without a suggestion.');
    expect(await within(suggester.reason, 5_000, 'close')).toBe('not-a-suggestion');
    await new Promise((r) => setTimeout(r, 300));
    expect(textOf(writer.doc)).not.toContain('Sneaked in');
    expect(await content(owner, id)).not.toContain('Sneaked in');
  });

  it('refuses a socket without a session, for a random id, or for another account’s document, and one from another site', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const id = await essay(owner);
    for (const [documentId, user] of [
      [id, null],
      ['00000000-0000-4000-8000-000000000000', owner],
      ['not-an-id', owner],
      [id, stranger],
    ] as const) {
      const client = track(connect(documentId, user));
      expect(await within(client.closed, 5_000, 'refusal')).toBe(collabCloseCodes.forbidden);
      expect(textOf(client.doc)).toBe('');
    }
    const answer = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/collab`, { headers: { origin: 'https://evil.example', cookie: owner.cookie } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(answer).toBe(403);
  });

  it('a revoked link cuts a connected editor off within a second; nothing they send afterwards is saved', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const { member, link } = await shareWith(owner, id, 'edit');
    const editor = track(connect(id, member));
    const watcher = track(connect(id, owner));
    await within(Promise.all([editor.synced, watcher.synced]), 5_000, 'sync');
    expect((await t.request(`/api/documents/${id}/shares/${link.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    await new Promise((r) => setTimeout(r, collabLimits.accessRecheckMs + 100));
    type(editor.doc, 'Typed after the revocation.');
    // The session of the document is closed by a message that names why (its socket may serve others).
    expect(await within(editor.reason, 5_000, 'close')).toBe('access-removed');
    await new Promise((r) => setTimeout(r, 300));
    expect(textOf(watcher.doc)).not.toContain('Typed after the revocation.');
    expect(await content(owner, id)).not.toContain('Typed after the revocation.');
  });

  it('a malformed update closes only its own socket; the others keep editing', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const writer = track(connect(id, owner));
    await within(writer.synced, 5_000, 'sync');
    const closed = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/collab`, { headers: { origin, cookie: owner.cookie } });
      socket.on('open', () => {
        // An auth message for the document, then an update whose bytes are not a Yjs update.
        const name = new TextEncoder().encode(id);
        socket.send(Uint8Array.from([name.length, ...name, 2, 0, 6, ...new TextEncoder().encode('cookie')]));
        setTimeout(() => socket.send(Uint8Array.from([name.length, ...name, 0, 2, 9, 255, 255, 255, 255, 255, 1, 2, 3, 4, 5])), 200);
      });
      socket.on('close', (code) => resolve(code));
      socket.on('error', () => undefined);
    });
    expect(closed).toBeGreaterThanOrEqual(1000);
    type(writer.doc, 'Still writing.');
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toContain('Still writing.');
  });

  it('closes a socket that never sends anything', async () => {
    const owner = await t.signUp();
    const opened = Date.now();
    const code = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/collab`, { headers: { origin, cookie: owner.cookie } });
      socket.on('close', (closeCode) => resolve(closeCode));
      socket.on('error', () => undefined);
    });
    expect(code).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - opened).toBeLessThan(10_000);
  });

  it('a flood from one socket closes it (4429) while another editor’s changes still arrive', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const { member } = await shareWith(owner, id, 'edit');
    const flooder = track(connect(id, member));
    const writer = track(connect(id, owner));
    await within(Promise.all([flooder.synced, writer.synced]), 5_000, 'sync');
    for (let i = 0; i < collabLimits.burstMessages * 2; i++) flooder.doc.getMap('noise').set('n', i);
    expect(await within(flooder.closed, 5_000, 'close')).toBe(collabCloseCodes.flood);
    type(writer.doc, 'Unbothered by the flood.');
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toContain('Unbothered by the flood.');
  });

  it('a Markdown save through the API while the session is open reaches the writers in it', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const writer = track(connect(id, owner));
    await within(writer.synced, 5_000, 'sync');
    type(writer.doc, 'Typed live.');
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toContain('Typed live.');
    // The documents route tells the session (app.ts wires it so; here it is called as the route would).
    const res = await t.request(`/api/documents/${id}`, { method: 'PATCH', json: { content: '# Report\n\nRewritten in the Markdown view.' }, cookie: owner.cookie });
    expect(res.status).toBe(200);
    await collab.markdownChanged(id, '# Report\n\nRewritten in the Markdown view.');
    await expect.poll(() => textOf(writer.doc), { timeout: 5_000 }).toContain('Rewritten in the Markdown view.');
    expect(textOf(writer.doc)).not.toContain('Typed live.');
  });

  it('edits made while disconnected merge with the others’ on reconnect, and both are saved', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const { member } = await shareWith(owner, id, 'edit');
    const away = track(connect(id, member));
    const here = track(connect(id, owner));
    await within(Promise.all([away.synced, here.synced]), 5_000, 'sync');
    away.sockets.disconnect();
    type(away.doc, 'Written on the train.');
    type(here.doc, 'Written in the library.');
    await new Promise((r) => setTimeout(r, 300));
    expect(textOf(here.doc)).not.toContain('Written on the train.');
    await away.sockets.connect();
    for (const doc of [away.doc, here.doc]) {
      await expect.poll(() => textOf(doc), { timeout: 5_000 }).toContain('Written on the train.');
      await expect.poll(() => textOf(doc), { timeout: 5_000 }).toContain('Written in the library.');
    }
    await expect.poll(() => content(owner, id), { timeout: 5_000 }).toSatisfy((markdown: string) => markdown.includes('Written on the train.') && markdown.includes('Written in the library.'));
  });
});
