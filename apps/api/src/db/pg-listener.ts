import pg from 'pg';
import type { ListenHandlers } from './database';

export interface PgListenerOptions {
  readonly connectionString: string;
  readonly connectTimeoutMs: number;
  /** How often the idle connection is asked a trivial query, so a silent network is noticed. */
  readonly pingEveryMs: number;
  readonly pingTimeoutMs: number;
  readonly firstRetryMs?: number;
  readonly maxRetryMs?: number;
}

interface Subscription {
  readonly channel: string;
  readonly handlers: ListenHandlers;
}

/**
 * The one LISTEN connection of a process, for every channel. A dropped or silent connection is
 * replaced with backoff; while it is down, subscribers hear `onDown` (notifications may be
 * missed), and `onUp` once it listens again (they should assume they missed some).
 */
export class PgListener {
  private readonly subscriptions = new Set<Subscription>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private up = false;
  private stopped = false;

  constructor(private readonly options: PgListenerOptions) {}

  get listening(): boolean {
    return this.up;
  }

  /** Resolves once the channel is listened to, or, when the database is down, once a reconnect is scheduled. */
  async add(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
    const subscription = { channel, handlers };
    this.subscriptions.add(subscription);
    this.stopped = false;
    if (this.client !== null && this.up) await this.client.query(`listen ${pg.escapeIdentifier(channel)}`);
    else await this.ensureConnected();
    if (!this.up) handlers.onDown?.();
    return async () => {
      this.subscriptions.delete(subscription);
      const stillWanted = [...this.subscriptions].some((other) => other.channel === channel);
      if (this.subscriptions.size === 0) await this.stop();
      else if (!stillWanted && this.up)
        await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  private ensureConnected(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      keepAlive: true,
    });
    client.on('error', (error) => {
      this.lost(client, error);
    });
    client.on('end', () => {
      this.lost(client, new Error('the listening connection ended'));
    });
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const { channel, handlers } of this.subscriptions)
        if (channel === message.channel) handlers.onPayload(message.payload);
    });
    try {
      await client.connect();
      for (const channel of new Set([...this.subscriptions].map((s) => s.channel)))
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    this.up = true;
    this.schedulePing(client);
    for (const { handlers } of this.subscriptions) handlers.onUp?.();
  }

  private schedulePing(client: pg.Client): void {
    this.pingTimer = setTimeout(() => {
      const timeout = setTimeout(() => {
        this.lost(client, new Error('the listening connection stopped answering'));
      }, this.options.pingTimeoutMs);
      client
        .query('select 1')
        .then(() => {
          clearTimeout(timeout);
          if (this.client === client) this.schedulePing(client);
        })
        .catch((error: unknown) => {
          clearTimeout(timeout);
          this.lost(client, error);
        });
    }, this.options.pingEveryMs);
    this.pingTimer.unref();
  }

  private lost(client: pg.Client, error: unknown): void {
    const wasCurrent = this.client === client;
    if (wasCurrent) this.client = null;
    // Destroying the socket, not end(): a connection on a silent network would never finish ending.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    if (this.stopped || (!wasCurrent && this.client !== null)) return;
    if (this.retryTimer !== null) return;
    if (this.pingTimer !== null) clearTimeout(this.pingTimer);
    const wasUp = this.up;
    this.up = false;
    if (wasUp) for (const { handlers } of this.subscriptions) handlers.onDown?.(error);
    this.failures += 1;
    const first = this.options.firstRetryMs ?? 100;
    const ceiling = Math.min(this.options.maxRetryMs ?? 1_000, first * 2 ** (this.failures - 1));
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.ensureConnected();
    }, delay);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.up = false;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    if (this.pingTimer !== null) clearTimeout(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    const client = this.client;
    this.client = null;
    if (client === null) return;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    await Promise.race([
      client.end(),
      new Promise((resolve) => setTimeout(resolve, this.options.pingTimeoutMs).unref()),
    ]).catch(() => undefined);
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}
