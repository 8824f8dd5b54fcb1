/**
 * The sandbox operator API as a Fastify app: real semantics for the calls of spec section 7, plus stub
 * third-party scripts and /__sandbox control endpoints. Nothing listens here; see startSandbox.ts.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { resolveDeps } from './deps.ts';
import { registerBodyParsers } from './http/bodyParsers.ts';
import { corsOptions } from './http/cors.ts';
import { apiError, defaultMessage, errorBody, reasonForStatus } from './http/errors.ts';
import { CONTROL_PREFIX, registerHooks } from './http/hooks.ts';
import { registerFileCspHeaders } from './http/fileCspHeaders.ts';
import { controlTokenFrom, requireControlToken } from './http/controlToken.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBonusRoutes } from './routes/bonuses.ts';
import { registerControlRoutes } from './routes/control.ts';
import { registerPasswordRoutes } from './routes/passwords.ts';
import { registerPlayerRoutes } from './routes/players.ts';
import { registerRegistrationRoutes } from './routes/registration.ts';
import { registerSettingsRoutes } from './routes/settings.ts';
import { registerStatisticsRoutes } from './routes/statistics.ts';
import { registerStubRoutes } from './routes/stubs.ts';
import { registerTournamentRoutes } from './routes/tournaments.ts';
import { loadPlayers } from './store/persistence.ts';
import { createState, type SandboxState } from './store/state.ts';
import { DEFAULT_CONFIG, type SandboxConfig, type SandboxOptions } from './types.ts';

export interface Sandbox {
  app: FastifyInstance;
  state: SandboxState;
}

/** Largest request body the sandbox reads (larger: 413). */
export const BODY_LIMIT = 64 * 1024;

function configFrom(options: SandboxOptions): SandboxConfig {
  const config = { ...DEFAULT_CONFIG };
  for (const key of Object.keys(DEFAULT_CONFIG) as (keyof SandboxConfig)[]) {
    const value = options[key];
    if (value !== undefined) config[key] = value;
  }
  return config;
}

/**
 * Builds the app. Throws a SandboxDataError when `dataFile` exists but cannot be used, a
 * ControlTokenError when `controlToken` is too weak.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const deps = resolveDeps(options.deps);
  const state = createState({
    config: configFrom(options),
    deps,
    secret: options.tokenSecret ?? deps.ids.random(32),
    players: options.dataFile ? loadPlayers(options.dataFile) : [],
    dataFile: options.dataFile,
    controlToken: controlTokenFrom(options.controlToken, () => deps.ids.random(24)),
  });

  // The operator API's bodies are small forms: a 64 KB cap keeps a flood of large posts out of memory.
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  requireControlToken(app, CONTROL_PREFIX, state.controlToken);
  await app.register(cors, corsOptions);
  // Answers are compressed (gzip/brotli when the client accepts it) as a real API's would be.
  await app.register(compress, { threshold: 512 });
  registerBodyParsers(app);
  registerHooks(app, state);
  registerFileCspHeaders(app);

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    const msg = status >= 500 ? defaultMessage(status) : error.message;
    return reply.code(status).send(errorBody(apiError(status, reasonForStatus(status), msg)));
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send(errorBody(apiError(404, 'notFound', `Route ${req.method} ${req.url.split('?')[0]} not found`))),
  );

  registerAuthRoutes(app, state);
  registerRegistrationRoutes(app, state);
  registerSettingsRoutes(app);
  registerBonusRoutes(app, state);
  registerPlayerRoutes(app, state);
  registerPasswordRoutes(app, state);
  registerStatisticsRoutes(app, state);
  registerTournamentRoutes(app, state);
  registerStubRoutes(app, state);
  registerControlRoutes(app, state);
  return { app, state };
}
