import { once } from 'node:events';
import net from 'node:net';

/** A port nobody is listening on right now, for a server the test is about to start. */
export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}
