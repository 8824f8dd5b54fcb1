/** A port nothing listens on now, picked by the OS (listen on port 0), for a server the bench starts. */
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((ok, fail) => {
    const s = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => ok(port));
      });
  });
