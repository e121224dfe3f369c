import { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useSyncExternalStore } from 'react';
import * as Y from 'yjs';

/** How the live session stands, as the editor shows it. */
export interface LiveState {
  /** connecting: not yet synced; live: synced with the server; offline: edits are kept and merge on reconnect; closed: access ended. */
  status: 'connecting' | 'live' | 'offline' | 'closed';
  /** Other people in the document now (their names, as their carets show them). */
  others: string[];
  /** Edits not yet confirmed by the server. */
  unsynced: number;
  /** The server said its processes cannot reach each other (Redis away): people on other servers see changes later. */
  split: boolean;
  /** Why the server ended the session (access removed, signed out, too many messages, a change a suggester may not make). */
  closedBy: 'forbidden' | 'flood' | 'notASuggestion' | null;
}

/** The caret colours of co-editors, each readable on the light and the dark page. */
const caretColors = ['#b4235a', '#1d6fb8', '#157347', '#8a4b08', '#6b3fb5', '#0f766e', '#b42318', '#3b5b99'];

const caretColorFor = (id: string) => caretColors[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % caretColors.length]!;

/** One live session of a document: its shared text, the socket that keeps it in step, and what the editor shows about it. */
export class LiveSession {
  readonly doc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  private state: LiveState = { status: 'connecting', others: [], unsynced: 0, split: false, closedBy: null };
  private readonly listeners = new Set<() => void>();

  constructor(documentId: string, readonly user: { name: string; color: string }) {
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/collab`;
    this.provider = new HocuspocusProvider({
      url,
      name: documentId,
      document: this.doc,
      // The session cookie signs the socket in; the token only starts the server's check.
      token: 'cookie',
      onSynced: ({ state }) => this.set({ status: state ? 'live' : 'connecting' }),
      onStatus: ({ status }) => {
        if (this.state.status === 'closed') return;
        if (status === 'disconnected') this.set({ status: 'offline' });
        else if (status === 'connected' && this.provider.isSynced) this.set({ status: 'live' });
      },
      onUnsyncedChanges: ({ number }) => this.set({ unsynced: number }),
      onClose: ({ event }) => {
        // A socket the server refused, or a session it closed because access ended (its message names why).
        if (event.reason === 'not-a-suggestion') this.end('notASuggestion');
        else if (event.code === 4403 || event.code === 4401 || event.reason === 'access-removed' || event.reason === 'forbidden') this.end('forbidden');
        else if (event.code === 4429) this.set({ closedBy: 'flood' });
      },
      onAuthenticationFailed: () => this.end('forbidden'),
      onStateless: ({ payload }) => {
        try {
          const message = JSON.parse(payload) as { redis?: string };
          if (message.redis) this.set({ split: message.redis === 'down' });
        } catch {
          // Not one of ours.
        }
      },
      onAwarenessChange: ({ states }) => {
        const mine = this.doc.clientID;
        const others = states.filter((s) => s.clientId !== mine).map((s) => (s.user as { name?: string } | undefined)?.name ?? '').filter(Boolean);
        this.set({ others });
      },
    });
    this.provider.setAwarenessField('user', user);
  }

  private end(reason: 'forbidden' | 'notASuggestion') {
    this.set({ status: 'closed', closedBy: reason });
    this.provider.disconnect();
  }

  private set(change: Partial<LiveState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  destroy() {
    this.provider.destroy();
    this.doc.destroy();
  }
}

/** The open sessions, by document and writer: the editor page reads its own from here. */
const open = new Map<string, LiveSession>();
const registryListeners = new Set<() => void>();
const announce = () => {
  for (const listener of registryListeners) listener();
};
const subscribeRegistry = (listener: () => void) => {
  registryListeners.add(listener);
  return () => registryListeners.delete(listener);
};

/** A live session for the document while `enabled`, closed when the editor goes. */
export function useLiveSession(documentId: string, user: { id: string; name: string } | null, enabled: boolean): LiveSession | null {
  const key = enabled && user ? `${documentId}|${user.id}|${user.name}` : null;
  const userId = user?.id ?? '';
  const name = user?.name ?? '';
  useEffect(() => {
    if (!key) return;
    const made = new LiveSession(documentId, { name: name || '…', color: caretColorFor(userId) });
    open.set(key, made);
    announce();
    return () => {
      open.delete(key);
      announce();
      made.destroy();
    };
  }, [key, documentId, userId, name]);
  return useSyncExternalStore(subscribeRegistry, () => (key ? (open.get(key) ?? null) : null), () => null);
}

const idle: LiveState = { status: 'connecting', others: [], unsynced: 0, split: false, closedBy: null };
const noSubscription = () => () => undefined;

export function useLiveState(session: LiveSession | null): LiveState {
  return useSyncExternalStore(session?.subscribe ?? noSubscription, () => session?.getState() ?? idle, () => idle);
}
