import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension, type onStoreDocumentPayload } from '@hocuspocus/server';
import { eq } from 'drizzle-orm';
import { Redis as IORedis } from 'ioredis';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { documentLimits } from '../../../shared/documents.ts';
import { allows, type DocumentAccessRole } from '../../../shared/sharing.ts';
import type { Auth } from '../../auth/auth.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { documentCollabStates, documents } from '../../db/schema.ts';
import { changesText, markdownHash, normalMarkdown, replaceWithMarkdown, seedWithMarkdown, ydocHasSuggestions, ydocToMarkdown } from './collab-doc.ts';
import { updateDocument } from './service.ts';
import { documentAccess, visitorOf, type Visitor } from './sharing.ts';

/** The editing socket's path, on the app's own port. */
const collabPath = '/api/collab';

/** Limits of one editing socket: a message's size, and a budget of messages that refills each second. */
export const collabLimits = {
  /** Bytes in one message: a whole document's first sync fits (the longest text, its formatting and history). */
  maxMessageBytes: 8 * 1024 * 1024,
  /** Messages a socket may send in a burst, and per second after it; past it the socket is closed (4429). */
  burstMessages: 600,
  messagesPerSecond: 150,
  /** How long an access check holds: a revoked link or a removed writer is cut off within this. */
  accessRecheckMs: 1_000,
} as const;

interface Context {
  visitor: Visitor;
  role: DocumentAccessRole;
  checkedAt: number;
}

export interface Collab {
  /** Takes an HTTP upgrade to the editing socket; false when the request is for another path. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** The document's Markdown was saved by other means (the Markdown view, a restore): an open session takes it as an edit. */
  markdownChanged(documentId: string, markdown: string): Promise<void>;
  /** Whether the document's live text holds suggestions not yet accepted or rejected (a Markdown save would drop them). */
  suggestionsPending(documentId: string): Promise<boolean>;
  /** Stores what is pending and closes every socket. */
  close(): Promise<void>;
}

/** Close codes the editor reads: access gone, signed out, too many messages. */
export const collabCloseCodes = { forbidden: 4403, unauthorized: 4401, flood: 4429, notASuggestion: 4422 } as const;

class AccessError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * The Redis extension, except that a store goes on without its lock while
 * Redis is away: this process then keeps the document alone (its writers
 * still edit and save), and the others catch up once Redis is back.
 */
class ResilientRedis extends RedisExtension {
  constructor(
    configuration: ConstructorParameters<typeof RedisExtension>[0],
    private readonly ready: () => boolean,
  ) {
    super(configuration);
  }

  override async onStoreDocument(data: onStoreDocumentPayload): Promise<void> {
    if (!this.ready()) return;
    await super.onStoreDocument(data);
  }
}

/**
 * Real-time co-editing: Yjs documents served by Hocuspocus on the app's port
 * (`/api/collab`), one per Inkwell document, opened only by people whose
 * access allows it (checked again at least every second while they type),
 * stored beside the document's Markdown, which is written from them. With
 * `redisUrl`, processes on one database share each document's session
 * through Redis (Hocuspocus's Redis extension); without it, one process.
 */
export function createCollab(deps: {
  db: Database;
  auth: Auth;
  logger: Logger;
  trustedOrigins: string[];
  publicUrl: string;
  redisUrl?: string;
  /** How long after the last change a document is stored (tests shorten it). */
  storeDebounceMs?: number;
  /** How long a socket may stay silent before it is closed. */
  socketTimeoutMs?: number;
}): Collab {
  const { db, logger } = deps;
  const sessions = sessionCacheFor(deps.auth);
  const trusted = new Set(deps.trustedOrigins);
  let redisState: 'off' | 'up' | 'down' = deps.redisUrl ? 'down' : 'off';
  const extensions: Extension[] = [];
  const clients: IORedis[] = [];
  if (deps.redisUrl) {
    const url = deps.redisUrl;
    const client = () => {
      // Reconnects every second while Redis is away; what is published meanwhile waits (a few seconds of typing) and goes out once it is back.
      const made = new IORedis(url, { maxRetriesPerRequest: 5, retryStrategy: () => 1_000 });
      made.on('error', () => undefined);
      clients.push(made);
      return made;
    };
    const watcher = client();
    watcher.on('ready', () => {
      if (redisState !== 'up') logger.info('collaboration: Redis is reachable; editing sessions are shared with the other processes');
      redisState = 'up';
      broadcastRedis();
    });
    watcher.on('close', () => {
      if (redisState === 'up') logger.warn('collaboration: Redis is unreachable; each process keeps its editing sessions to itself until it is back');
      redisState = 'down';
      broadcastRedis();
    });
    extensions.push(new ResilientRedis({ createClient: client, identifier: randomUUID(), prefix: 'inkwell', lockTimeout: 5_000, disconnectDelay: 200 }, () => redisState === 'up'));
  }

  /** What a visitor may do now, from their session cookie: null when signed out or without access. */
  async function accessOf(headers: Headers, documentId: string): Promise<Context | null> {
    const user = await sessions.user(headers);
    if (!user) return null;
    const visitor = visitorOf(user);
    const access = await documentAccess(db, visitor, documentId);
    return access ? { visitor, role: access.role, checkedAt: Date.now() } : null;
  }

  async function load(document: Y.Doc, documentId: string): Promise<void> {
    const [doc] = await db.select({ content: documents.content }).from(documents).where(eq(documents.id, documentId)).limit(1);
    if (!doc) throw new AccessError(collabCloseCodes.forbidden, 'gone');
    const [stored] = await db.select({ state: documentCollabStates.state, markdownHash: documentCollabStates.markdownHash }).from(documentCollabStates).where(eq(documentCollabStates.documentId, documentId)).limit(1);
    if (stored) Y.applyUpdate(document, stored.state);
    // Changed by other means since it was last written from here (or never edited together): its text goes in as one edit,
    // the same on every process that opens it now (keyed by the state it starts from, which only grows).
    const hash = markdownHash(doc.content);
    if (!stored || stored.markdownHash !== hash) seedWithMarkdown(document, doc.content, `${documentId}:${stored ? markdownHash(Buffer.from(stored.state).toString('base64')) : 'new'}:${hash}`);
  }

  async function store(document: Y.Doc, documentId: string): Promise<void> {
    const [doc] = await db.select({ content: documents.content, ownerId: documents.userId }).from(documents).where(eq(documents.id, documentId)).limit(1);
    if (!doc) return;
    const markdown = ydocToMarkdown(document);
    let kept = doc.content;
    // An untouched document keeps its own Markdown (it is never rewritten only because it was opened).
    if (markdown !== doc.content && markdown !== normalMarkdown(doc.content)) {
      if (markdown.length > documentLimits.content) {
        logger.warn({ documentId, characters: markdown.length }, 'collaboration: a shared document is longer than a document may be; its Markdown was not written');
      } else {
        kept = (await updateDocument(db, doc.ownerId, documentId, { content: markdown })).content;
      }
    }
    const state = Y.encodeStateAsUpdate(document);
    const row = { state, markdownHash: markdownHash(kept), updatedAt: new Date() };
    await db
      .insert(documentCollabStates)
      .values({ documentId, ...row })
      .onConflictDoUpdate({ target: documentCollabStates.documentId, set: row });
  }

  const hocuspocus = new Hocuspocus<Context>({
    name: 'inkwell',
    quiet: true,
    extensions,
    debounce: deps.storeDebounceMs ?? 1_500,
    maxDebounce: 10_000,
    // A socket that sends nothing (no sync, no awareness) for this long is closed.
    timeout: deps.socketTimeoutMs ?? 30_000,
    unloadImmediately: false,
    async onAuthenticate({ documentName, requestHeaders, connectionConfig }) {
      const context = await accessOf(requestHeaders, documentName);
      if (!context) throw new AccessError(collabCloseCodes.forbidden, 'forbidden');
      connectionConfig.readOnly = !allows(context.role, 'suggest');
      return context;
    },
    async beforeHandleMessage({ connection, documentName, requestHeaders, document, update }) {
      const context = connection.context;
      if (Date.now() - context.checkedAt >= collabLimits.accessRecheckMs) {
        const now = await accessOf(requestHeaders, documentName);
        if (!now) throw new AccessError(collabCloseCodes.forbidden, 'access-removed');
        Object.assign(context, now);
        connection.readOnly = !allows(now.role, 'suggest');
      }
      // A suggester's edits may add, change or take back suggestions, never change the text itself.
      if (context.role === 'suggest' && changesText(document, update)) throw new AccessError(collabCloseCodes.notASuggestion, 'not-a-suggestion');
    },
    async onLoadDocument({ document, documentName }) {
      await load(document, documentName);
    },
    async onStoreDocument({ document, documentName }) {
      try {
        await store(document, documentName);
      } catch (error) {
        logger.error({ err: { message: (error as Error).message }, documentId: documentName }, 'collaboration: storing a shared document failed; it is tried again at the next change');
        throw error;
      }
    },
  });

  /**
   * Tells this process's writers whether Redis links it to the others. Only
   * to its own sockets: relayed through Redis, a "down" queued while Redis was
   * away would reach the other processes after their "up", and stay on screen.
   */
  function broadcastRedis() {
    const message = JSON.stringify({ redis: redisState });
    for (const document of hocuspocus.documents.values()) document.relayStateless(message);
  }

  const sockets = new WebSocketServer({ noServer: true, maxPayload: collabLimits.maxMessageBytes });

  function accept(ws: WebSocket, request: IncomingMessage) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const connection = hocuspocus.handleConnection(ws, new Request(new URL(request.url ?? collabPath, deps.publicUrl), { headers }));
    let tokens: number = collabLimits.burstMessages;
    let refilled = Date.now();
    ws.on('message', (data: RawData) => {
      const now = Date.now();
      tokens = Math.min(collabLimits.burstMessages, tokens + ((now - refilled) / 1000) * collabLimits.messagesPerSecond);
      refilled = now;
      if (tokens < 1) {
        ws.close(collabCloseCodes.flood, 'too-many-messages');
        return;
      }
      tokens -= 1;
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      connection.handleMessage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    ws.on('close', (code, reason) => connection.handleClose({ code, reason: reason.toString() }));
    ws.on('error', () => ws.terminate());
  }

  return {
    upgrade(request, socket, head) {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== collabPath) return false;
      // Another site's page cannot open an editing socket with this browser's cookie.
      const origin = request.headers.origin;
      if (!origin || !trusted.has(origin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return true;
      }
      sockets.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
      return true;
    },
    async suggestionsPending(documentId) {
      const open = hocuspocus.documents.get(documentId);
      if (open) return ydocHasSuggestions(open);
      const [stored] = await db.select({ state: documentCollabStates.state }).from(documentCollabStates).where(eq(documentCollabStates.documentId, documentId)).limit(1);
      if (!stored) return false;
      const doc = new Y.Doc();
      try {
        Y.applyUpdate(doc, stored.state);
        return ydocHasSuggestions(doc);
      } finally {
        doc.destroy();
      }
    },
    async markdownChanged(documentId, markdown) {
      const [stored] = await db.select({ documentId: documentCollabStates.documentId }).from(documentCollabStates).where(eq(documentCollabStates.documentId, documentId)).limit(1);
      // Never edited together: its next session starts from the Markdown anyway.
      if (!stored) return;
      const direct = await hocuspocus.openDirectConnection(documentId);
      try {
        await direct.transact((document) => {
          if (ydocToMarkdown(document) !== normalMarkdown(markdown)) replaceWithMarkdown(document, markdown);
        });
      } finally {
        await direct.disconnect();
      }
    },
    async close() {
      hocuspocus.flushPendingStores();
      hocuspocus.closeConnections();
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
      // The pending stores run on their own; give them a moment before the database closes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
