import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP forwarder to `target` that a test can cut (`stop`: the port closes, every connection drops)
 * and bring back on the same port (`start`), to play a server going away and returning.
 */
export function tcpProxy(target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    async start(): Promise<void> {
      server = createServer((client) => {
        const upstream = createConnection(target);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    },
    async stop(): Promise<void> {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** A loopback port nothing listens on (one the system just handed out and that was closed again). */
export async function closedLoopbackPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
