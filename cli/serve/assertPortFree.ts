/** Finds out, before any slow work, whether a port can be listened on; the error names the option that moves it. */
import { createServer } from 'node:net';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';

/** The listen error as a user-facing one: a taken port names `option`, the way to choose another. */
export function portError(e: unknown, port: number, option: string): unknown {
  if (!(e instanceof Error) || !('code' in e)) return e;
  if (e.code === 'EADDRINUSE') return new PromoError(Errors.PortInUse, port, option);
  if (e.code === 'EACCES')
    return new PromoError(
      Errors.BadOption,
      option,
      `port ${port} needs administrator rights here; choose one above 1023.`,
    );
  if (e.code === 'EADDRNOTAVAIL')
    return new PromoError(
      Errors.BadOption,
      '--host',
      `this machine has no interface with that address (${e.message}).`,
    );
  return e;
}

export async function assertPortFree(port: number, host: string, option = '--port'): Promise<void> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (e) {
    throw portError(e, port, option);
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
