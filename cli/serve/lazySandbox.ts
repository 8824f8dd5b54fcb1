/**
 * `promo dev`'s sandbox, started on the first request under /sandbox-api/ rather than before the first page:
 * Fastify, its plugins and the sandbox's routes cost a second or two of CPU that a campaign page's first
 * answer does not need. What could fail at start is still checked at start: the control token (printed in the
 * banner, so it is fixed now) and the `--data` file, read once here as the sandbox reads it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { ControlTokenError, controlTokenFrom } from '../../sandbox/http/controlToken.ts';
import { startSandbox } from './startSandbox.ts';

export interface LazySandbox {
  controlToken: string;
  /** The sandbox, started by the first call. */
  app: () => Promise<FastifyInstance>;
  /** Closes the sandbox if it was started. */
  close: () => Promise<void>;
}

export async function lazySandbox(opts: { data?: string; controlToken?: string }): Promise<LazySandbox> {
  let controlToken: string;
  try {
    controlToken = controlTokenFrom(opts.controlToken, () => randomBytes(24).toString('base64url'));
  } catch (e) {
    throw e instanceof ControlTokenError ? new PromoError(Errors.BadOption, 'PROMO_SANDBOX_TOKEN', e.message) : e;
  }
  if (opts.data) (await import('../../sandbox/store/persistence.ts')).loadPlayers(opts.data);
  let started: Promise<FastifyInstance> | undefined;
  return {
    controlToken,
    app: () => {
      started ??= startSandbox({ data: opts.data, controlToken }).then((s) => s.app);
      return started;
    },
    close: async () => {
      await (await started?.catch(() => undefined))?.close();
    },
  };
}
