import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * What the proxy does with the database's traffic:
 * - `pass`: forwards both ways;
 * - `refuse`: resets every open connection and refuses new ones (the server is down);
 * - `blackhole`: forwards nothing either way and never resets: every connection, old or new,
 *   is left waiting as on a dead route. Bytes stay queued (TCP would retransmit them) and flow
 *   again when the mode goes back to `pass`.
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

/**
 * Where `holdAt` stops one connection: at the first query whose text contains `query`, sent
 * after one containing `after` on the same connection when `after` is given (a query of the
 * same transaction). With `deliver`, that query reaches the database and only its answer is
 * held (a COMMIT that commits, unacknowledged); without, the query itself is held.
 */
export interface HoldRule {
  readonly query: string;
  readonly after?: string;
  readonly deliver: boolean;
}

export interface TcpProxy {
  readonly port: number;
  /** A copy of `url` (postgres://…) that goes through the proxy. */
  urlFor(url: string): string;
  setMode(mode: ProxyMode): Promise<void>;
  /**
   * Holds the first connection that reaches `rule`, both ways, until it closes (whatever the
   * mode): the request that sent the query stays in flight. Resolves once it is held.
   */
  holdAt(rule: HoldRule): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  readonly client: Socket;
  readonly upstream: Socket;
  /** Held by a rule: the mode no longer applies to it. */
  pinned: boolean;
  /** The rule's `after` text went through this connection. */
  primed: boolean;
}

interface PendingHold {
  readonly rule: HoldRule;
  readonly held: () => void;
}

/** A TCP proxy in front of the test's PostgreSQL, so a test can make the database falter. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  let pending: PendingHold | null = null;
  const pairs = new Set<Pair>();
  let port = 0;
  let server: Server = createServer();

  function hold(pair: Pair, held: boolean): void {
    if (pair.pinned) return;
    for (const socket of [pair.client, pair.upstream]) {
      if (held) socket.pause();
      else socket.resume();
    }
  }

  function onConnection(client: Socket): void {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, pinned: false, primed: false };
    pairs.add(pair);
    // Forwarded by hand rather than with pipe(), which would resume a socket the proxy holds.
    client.on('data', (chunk: Buffer) => {
      if (!stopsAt(pair, chunk)) {
        upstream.write(chunk);
        return;
      }
      const { rule, held } = pending as PendingHold;
      pending = null;
      if (rule.deliver) upstream.write(chunk);
      hold(pair, true);
      pair.pinned = true;
      held();
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
    hold(pair, mode === 'blackhole');
  }

  function stopsAt(pair: Pair, chunk: Buffer): boolean {
    if (pending === null) return false;
    const { rule } = pending;
    if (rule.after !== undefined && !pair.primed) {
      pair.primed = chunk.includes(rule.after);
      return false;
    }
    return chunk.includes(rule.query);
  }

  async function listen(): Promise<void> {
    server = createServer(onConnection);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    port = address.port;
  }

  async function stopListening(): Promise<void> {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    await closed;
  }

  await listen();

  return {
    get port() {
      return port;
    },
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async setMode(next) {
      mode = next;
      if (next === 'refuse') {
        for (const pair of pairs) {
          pair.client.resetAndDestroy();
          pair.upstream.destroy();
        }
        pairs.clear();
        await stopListening();
        return;
      }
      for (const pair of pairs) hold(pair, next === 'blackhole');
      if (!server.listening) await listen();
    },
    holdAt(rule) {
      return new Promise((held) => {
        pending = { rule, held };
      });
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await stopListening();
    },
  };
}
