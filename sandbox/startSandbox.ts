/** Starts the sandbox on a real port (0 picks a free one). */
import type { FastifyInstance } from 'fastify';
import { createSandbox } from './createSandbox.ts';
import type { SandboxState } from './store/state.ts';
import type { SandboxOptions } from './types.ts';

export interface StartOptions extends Omit<SandboxOptions, 'dataFile'> {
  port?: number;
  host?: string;
  dataFile?: string;
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  app: FastifyInstance;
  state: SandboxState;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';

export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, ...rest } = options;
  const { app, state } = await createSandbox(rest);
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? DEFAULT_HOST : host;
  return { url: `http://${shownHost}:${actualPort}`, app, state, close: () => app.close() };
}
