/** A port nothing listens on now (the OS picks it), for a server a test starts as a child process. */
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
