import net from 'node:net';

/** A TCP proxy to a server (PostgreSQL), to cut a process off its database and let it back, as a failover would. */
export type TcpProxy = {
  port: number;
  /** Refuses new connections and drops every open one. */
  cut: () => Promise<void>;
  /** Accepts connections again, on the same port. */
  resume: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: net.Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) {
      socket.destroy();
    }
    if (closing) {
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    }
  };
  return {
    port,
    cut,
    resume: async () => {
      await listen(port);
    },
    close: cut,
  };
}
