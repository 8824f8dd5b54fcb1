/** Public surface of the sandbox operator API. */
export { createSandbox, type Sandbox } from './createSandbox.ts';
export { startSandbox, DEFAULT_HOST, DEFAULT_PORT, type RunningSandbox, type StartOptions } from './startSandbox.ts';
export { SandboxDataError } from './store/persistence.ts';
export { CONTROL_TOKEN_ENV, CONTROL_TOKEN_HEADER, ControlTokenError } from './http/controlToken.ts';
export { exposedWarning, isLoopbackHost } from './http/loopback.ts';
export { CAPTCHA_SITE_KEY } from './routes/settings.ts';
export type { SandboxState } from './store/state.ts';
export type { TokenData } from './store/tokens.ts';
export type { Player } from './store/player.ts';
export type { LoggedRequest } from './store/requestLog.ts';
export type { SandboxEvent, EventKind } from './store/events.ts';
export type { FaultSpec, Fault } from './store/faults.ts';
export type { ApiError, ErrorItem } from './http/errors.ts';
export {
  DEFAULT_CONFIG,
  type Clock,
  type Ids,
  type SandboxConfig,
  type SandboxDeps,
  type SandboxOptions,
} from './types.ts';
