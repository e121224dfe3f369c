import type { AdminChatEvent, ChatEvent } from '../../../shared/chat.ts';

/**
 * The live side of the support chat, in this process: who of the team is
 * online, and the streams that carry new messages to a visitor's chat and to
 * the console. An administrator counts as online while the console is open
 * (its stream) and for a few minutes after their last console request.
 * One app process serves a data folder (PGlite), so memory is the truth
 * here (docs/decisions/0044-live-chat.md).
 */

/** How long an administrator counts as online after the console last spoke. */
export const presenceWindowMs = 3 * 60_000;
/** A stream sends a ping this often, which keeps proxies from closing it and notices a client that left. */
const pingIntervalMs = 25_000;
/** At most this many chat streams at once in the process, and per conversation. */
const maxStreams = 500;
const maxStreamsPerConversation = 4;

type Listener<T> = (event: T) => void;

export interface LiveChat {
  /** The console spoke (any admin request): the administrator is online for the window. */
  seen(adminId: string): void;
  online(): boolean;
  /** Sends an event to every stream of one conversation. */
  toVisitor(visitorKey: string, event: ChatEvent): void;
  /** Whether the visitor has the chat open right now (an answer then needs no mail). */
  visitorConnected(visitorKey: string): boolean;
  toTeam(event: AdminChatEvent): void;
  /** A stream for one conversation; null when the process or the conversation has too many. */
  visitorStream(visitorKey: string, first: () => Promise<ChatEvent>, signal: AbortSignal): AsyncGenerator<ChatEvent> | null;
  teamStream(adminId: string, signal: AbortSignal): AsyncGenerator<AdminChatEvent> | null;
}

export function createLiveChat(options: { now?: () => number; pingMs?: number; stopping?: AbortSignal } = {}): LiveChat {
  const now = options.now ?? Date.now;
  const pingMs = options.pingMs ?? pingIntervalMs;
  const lastSeen = new Map<string, number>();
  const openConsoles = new Map<string, number>();
  const visitors = new Map<string, Set<Listener<ChatEvent>>>();
  const team = new Set<Listener<AdminChatEvent>>();
  let streams = 0;
  let wasOnline = false;

  const isOnline = () => {
    if ([...openConsoles.values()].some((n) => n > 0)) return true;
    const t = now();
    for (const [id, at] of lastSeen) {
      if (t - at < presenceWindowMs) return true;
      lastSeen.delete(id);
    }
    return false;
  };

  /** Tells every open chat when the team comes or goes. */
  const presenceChanged = () => {
    const online = isOnline();
    if (online === wasOnline) return;
    wasOnline = online;
    for (const listeners of visitors.values()) for (const listener of listeners) listener({ type: 'availability', online });
  };

  /**
   * Events queued for one stream, handed out as the client reads. It ends on
   * the request's abort, on the process stopping, or when the client leaves:
   * leaving calls the generator's return(), which must not wait for the next
   * event or ping, so it wakes the wait first.
   */
  function stream<T>(subscribe: (push: Listener<T>) => () => void, first: () => Promise<T> | T, ping: T, signal: AbortSignal): AsyncGenerator<T> {
    const queue: T[] = [];
    let wake: (() => void) | null = null;
    let left = false;
    const stop = () => wake?.();
    const ended = () => left || signal.aborted || options.stopping?.aborted === true;

    async function* events(): AsyncGenerator<T> {
      // Listening starts before the first event is read, so nothing sent in between is lost.
      const unsubscribe = subscribe((event) => {
        queue.push(event);
        wake?.();
      });
      signal.addEventListener('abort', stop);
      options.stopping?.addEventListener('abort', stop);
      streams++;
      try {
        queue.unshift(await first());
        while (!ended()) {
          const next = queue.shift();
          if (next !== undefined) {
            yield next;
            continue;
          }
          let timer: ReturnType<typeof setTimeout> | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(() => {
              queue.push(ping);
              // A quiet moment is also when the team's window may have lapsed.
              presenceChanged();
              resolve();
            }, pingMs);
          });
          clearTimeout(timer);
          wake = null;
        }
      } finally {
        streams--;
        signal.removeEventListener('abort', stop);
        options.stopping?.removeEventListener('abort', stop);
        unsubscribe();
      }
    }

    const generator = events();
    const close = generator.return.bind(generator);
    generator.return = (value) => {
      left = true;
      stop();
      return close(value);
    };
    return generator;
  }

  return {
    seen(adminId) {
      lastSeen.set(adminId, now());
      presenceChanged();
    },
    online: () => {
      presenceChanged();
      return wasOnline;
    },
    toVisitor(conversationId, event) {
      for (const listener of visitors.get(conversationId) ?? []) listener(event);
    },
    visitorConnected: (conversationId) => (visitors.get(conversationId)?.size ?? 0) > 0,
    toTeam(event) {
      for (const listener of team) listener(event);
    },
    visitorStream(conversationId, first, signal) {
      if (streams >= maxStreams || (visitors.get(conversationId)?.size ?? 0) >= maxStreamsPerConversation) return null;
      return stream<ChatEvent>(
        (push) => {
          const set = visitors.get(conversationId) ?? new Set();
          set.add(push);
          visitors.set(conversationId, set);
          return () => {
            set.delete(push);
            if (set.size === 0) visitors.delete(conversationId);
          };
        },
        first,
        { type: 'ping' },
        signal,
      );
    },
    teamStream(adminId, signal) {
      if (streams >= maxStreams) return null;
      return stream<AdminChatEvent>(
        (push) => {
          team.add(push);
          openConsoles.set(adminId, (openConsoles.get(adminId) ?? 0) + 1);
          presenceChanged();
          return () => {
            team.delete(push);
            const left = (openConsoles.get(adminId) ?? 1) - 1;
            if (left > 0) openConsoles.set(adminId, left);
            else openConsoles.delete(adminId);
            // The console just closed: the administrator stays online for the window.
            lastSeen.set(adminId, now());
          };
        },
        () => ({ type: 'ready' }),
        { type: 'ping' },
        signal,
      );
    },
  };
}
