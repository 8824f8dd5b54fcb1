/**
 * The sandbox operator API that `promo serve` and `promo dev` mount under /sandbox-api/: created,
 * ready, with its control token (PROMO_SANDBOX_TOKEN, or a random one). A weak token is a usage error.
 */
import type { FastifyInstance } from 'fastify';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';

export async function startSandbox(opts: {
  data?: string;
  controlToken?: string;
}): Promise<{ app: FastifyInstance; controlToken: string }> {
  const { createSandbox, ControlTokenError } = await import('../../sandbox/index.ts');
  const made = await createSandbox({ dataFile: opts.data, controlToken: opts.controlToken }).catch((e: unknown) => {
    throw e instanceof ControlTokenError ? new PromoError(Errors.BadOption, 'PROMO_SANDBOX_TOKEN', e.message) : e;
  });
  await made.app.ready();
  return { app: made.app, controlToken: made.state.controlToken };
}
