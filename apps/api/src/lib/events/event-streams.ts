import type { ServerResponse } from 'node:http';
import { LIVE_STREAM_EVENTS } from '@casting/contract';
import { AppError } from '../app-error';
import { serverText } from '../messages/server-messages';
import type { LiveEvent } from './event-bus';

export interface EventStreamLimits {
  readonly perAccount: number;
  /** Streams this process holds in all, so they cannot take every file descriptor. */
  readonly total: number;
}

function write(response: ServerResponse, event: string, data: string): void {
  response.write(`event: ${event}\ndata: ${data}\n\n`);
}

/** The event streams this process holds: bounded, told when live events pause, ended on shutdown. */
export class EventStreams {
  private readonly byUser = new Map<string, Set<ServerResponse>>();
  private count = 0;

  constructor(private readonly limits: EventStreamLimits) {}

  /** Throws the answer for a stream over the limits, before anything is written. */
  assertRoom(userId: string): void {
    if ((this.byUser.get(userId)?.size ?? 0) >= this.limits.perAccount)
      throw new AppError('RATE_LIMITED', serverText('tooManyStreams'), { 'retry-after': '30' });
    if (this.count >= this.limits.total)
      throw new AppError('UNAVAILABLE', serverText('busy'), {
        'retry-after': '10',
      });
  }

  /** Tracks an open stream until its response closes; `live` false tells the client to poll. */
  add(userId: string, response: ServerResponse, live: boolean): void {
    const set = this.byUser.get(userId) ?? new Set<ServerResponse>();
    set.add(response);
    this.byUser.set(userId, set);
    this.count += 1;
    response.on('close', () => {
      set.delete(response);
      if (set.size === 0) this.byUser.delete(userId);
      this.count -= 1;
    });
    if (!live) write(response, LIVE_STREAM_EVENTS.paused, '{}');
  }

  /** The event, on every stream of the users it is for. */
  deliver(event: LiveEvent): void {
    const data = JSON.stringify(event.type === 'notification' ? {} : { chatId: event.chatId });
    for (const userId of event.userIds) {
      for (const response of this.byUser.get(userId) ?? []) write(response, event.type, data);
    }
  }

  /** `paused` or `resumed` on every stream. */
  setLive(live: boolean): void {
    const event = live ? LIVE_STREAM_EVENTS.resumed : LIVE_STREAM_EVENTS.paused;
    for (const set of this.byUser.values()) for (const response of set) write(response, event, '{}');
  }

  closeAll(): void {
    for (const set of this.byUser.values()) {
      for (const response of set) {
        write(response, LIVE_STREAM_EVENTS.closing, '{}');
        response.end();
      }
    }
  }

  heartbeat(): void {
    for (const set of this.byUser.values()) for (const response of set) response.write(': keep-alive\n\n');
  }
}
