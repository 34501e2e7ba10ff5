import {
  API_BASE_PATH,
  LIVE_CHANGE_EVENTS,
  LIVE_NOTIFICATION_EVENT,
  LIVE_STREAM_EVENTS,
  type LiveChangeEvent,
} from '@casting/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { env } from '../config/env';
import { parseServerSentEvents } from './server-sent-events';
import { clearSession, getSession, subscribeSession } from './session-store';

export interface LiveEvent {
  readonly type: LiveChangeEvent;
  readonly chatId: string;
}

/** `open` while the stream delivers; anything else means callers must poll instead. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'unavailable';

const EVENTS_URL = `${env.apiOrigin}${API_BASE_PATH}/events`;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** The server sends a comment every 20 s; a silent stream for longer than this is dead. */
const SILENCE_LIMIT_MS = 45_000;

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
const notificationListeners = new Set<() => void>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'idle';
let connection: { token: string; controller: AbortController } | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let watchingSession = false;

function setStatus(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function isLiveChangeEvent(value: string): value is LiveChangeEvent {
  return (LIVE_CHANGE_EVENTS as readonly string[]).includes(value);
}

function dispatch(eventName: string, data: string): void {
  // While the server hears no changes the stream stays open, and callers poll meanwhile; the
  // return to `open` tells them to catch up. `closing` needs nothing: the stream ends next.
  if (eventName === LIVE_STREAM_EVENTS.paused) setStatus('unavailable');
  if (eventName === LIVE_STREAM_EVENTS.resumed) setStatus('open');
  if (eventName === LIVE_NOTIFICATION_EVENT) for (const listener of notificationListeners) listener();
  if (!isLiveChangeEvent(eventName)) return;
  let chatId: unknown;
  try {
    chatId = (JSON.parse(data) as { chatId?: unknown }).chatId;
  } catch {
    return;
  }
  if (typeof chatId !== 'string') return;
  for (const listener of listeners) listener({ type: eventName, chatId });
}

function scheduleReconnect(): void {
  if (retryTimer !== null) return;
  failures += 1;
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
  // Jitter keeps many tabs from reconnecting in step after a server restart.
  const delay = ceiling / 2 + Math.random() * (ceiling / 2);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, delay);
}

async function read(token: string, controller: AbortController): Promise<void> {
  let silence: ReturnType<typeof setTimeout> | undefined;
  const resetSilence = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      controller.abort();
    }, SILENCE_LIMIT_MS);
  };
  try {
    resetSilence();
    const response = await fetch(EVENTS_URL, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      // A stream that never ends is not part of loading the page (Lighthouse, too, waits for
      // every high-priority request to finish before it calls a page loaded).
      priority: 'low',
      signal: controller.signal,
    });
    if (response.status === 401) {
      // Same rule as api-client: a token the server refuses is signed out everywhere.
      clearSession();
      return;
    }
    if (!response.ok || response.body === null) throw new Error(`events answered ${response.status}`);
    setStatus('open');
    failures = 0;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      resetSilence();
      buffer = parseServerSentEvents(buffer + value, dispatch);
    }
  } catch {
    // Network failures, aborts and refusals all end in the same place: poll, and try again later.
  } finally {
    clearTimeout(silence);
  }
  if (connection?.controller !== controller) return;
  connection = null;
  setStatus('unavailable');
  scheduleReconnect();
}

function disconnect(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  const current = connection;
  connection = null;
  current?.controller.abort();
}

function connect(): void {
  const { token } = getSession();
  if (token === null) {
    disconnect();
    setStatus('idle');
    return;
  }
  if (connection?.token === token) return;
  disconnect();
  const controller = new AbortController();
  connection = { token, controller };
  setStatus('connecting');
  void read(token, controller);
}

/**
 * One stream per signed-in session: opened by the first subscriber, kept while the session
 * lasts (so moving between pages costs nothing), reopened for a new token, closed on sign-out.
 */
function ensureStarted(): void {
  if (!watchingSession) {
    watchingSession = true;
    subscribeSession(() => {
      if (getSession().token !== connection?.token) connect();
    });
  }
  if (connection === null && retryTimer === null) connect();
}

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  ensureStarted();
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `listener` when the signed-in account has a new notification, or one was read elsewhere. */
export function subscribeNotificationEvents(listener: () => void): () => void {
  notificationListeners.add(listener);
  ensureStarted();
  return () => {
    notificationListeners.delete(listener);
  };
}

export function getLiveStatus(): LiveStatus {
  return status;
}

function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** The stream's status; `idle` in a server render and while hydrating one, as no stream runs there. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, getLiveStatus, () => 'idle');
}

/**
 * Calls `onCatchUp` when live events come back after a gap (a reconnect, or the server hearing
 * changes again), when whatever happened meanwhile was not announced.
 */
export function useLiveCatchUp(onCatchUp: () => void): void {
  const status = useLiveStatus();
  const latest = useRef(onCatchUp);
  const wasInterrupted = useRef(false);
  useEffect(() => {
    latest.current = onCatchUp;
  });
  useEffect(() => {
    if (status === 'unavailable') wasInterrupted.current = true;
    if (status === 'open' && wasInterrupted.current) {
      wasInterrupted.current = false;
      latest.current();
    }
  }, [status]);
}

/** Calls `onEvent` for every live event while the component is mounted; the latest callback wins. */
export function useLiveEvents(onEvent: Listener): LiveStatus {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        latest.current(event);
      }),
    [],
  );
  return useLiveStatus();
}
