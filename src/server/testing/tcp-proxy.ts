import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'freeze' | 'refuse';

/**
 * A TCP proxy between the app and PostgreSQL that a test can break the way
 * networks and servers break: `freeze` stops forwarding bytes while every
 * socket stays open (a stalled link, a paused VM) and holds new connections
 * unanswered; `drop()` cuts every open connection (a restart, a failover);
 * `refuse` closes the port (nothing listens). `forward` heals all of it.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket | undefined }>();
  private mode: ProxyMode = 'forward';
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
  ) {}

  /** Opens the proxy on a free port of 127.0.0.1 (the same port again after `refuse`). */
  async listen(): Promise<number> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  /** The URL of `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  private accept(client: Socket): void {
    const pair: { client: Socket; upstream: Socket | undefined } = { client, upstream: undefined };
    this.pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    if (this.mode === 'freeze') {
      client.pause();
      return;
    }
    this.connectUpstream(pair);
  }

  private connectUpstream(pair: { client: Socket; upstream: Socket | undefined }): void {
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    if (this.mode === 'freeze') this.pause(pair);
  }

  private pause(pair: { client: Socket; upstream: Socket | undefined }): void {
    pair.client.pause();
    pair.upstream?.pause();
  }

  /** Stops forwarding: bytes stay where they are, every socket stays open. */
  freeze(): void {
    this.mode = 'freeze';
    for (const pair of this.pairs) this.pause(pair);
  }

  /** Forwards again, holding nothing back; reopens the port after `refuse`. */
  async forward(): Promise<void> {
    const wasRefusing = this.mode === 'refuse';
    this.mode = 'forward';
    if (wasRefusing) await this.listen();
    for (const pair of this.pairs) {
      if (!pair.upstream) this.connectUpstream(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  /** Cuts every open connection, as a server restart or a failover does. */
  drop(): void {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }

  /** Cuts every connection and closes the port: new connections are refused. */
  async refuse(): Promise<void> {
    this.mode = 'refuse';
    const server = this.server;
    this.server = undefined;
    this.drop();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.refuse();
  }
}
