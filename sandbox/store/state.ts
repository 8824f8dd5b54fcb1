/** Everything the sandbox remembers, built once per instance; `reset()` returns it to a fresh start. */
import type { SandboxConfig, SandboxDeps } from '../types.ts';
import { AttemptCounter } from './attempts.ts';
import { CsrfTokens } from './csrf.ts';
import { EventLog } from './events.ts';
import { FaultList } from './faults.ts';
import type { Player } from './player.ts';
import { PlayerStore } from './players.ts';
import { savePlayers } from './persistence.ts';
import { RequestLog } from './requestLog.ts';
import { secretMark } from './redactSecrets.ts';
import { SingleUseTokens } from './singleUse.ts';
import { TokenStore } from './tokens.ts';

export interface SandboxState {
  /** Live settings; `POST /__sandbox/config` changes them in place. */
  config: SandboxConfig;
  players: PlayerStore;
  tokens: TokenStore;
  csrf: CsrfTokens;
  /** Captcha responses issued by the test widget (data: the site key). */
  captcha: SingleUseTokens<{ sitekey: string }>;
  /** Password recovery tokens (data: player uuid). */
  recovery: SingleUseTokens<{ uuid: string }>;
  /** One-time login tokens for GET /oauth/onetime (data: player uuid). */
  onetime: SingleUseTokens<{ uuid: string }>;
  /** E-mail change codes (data: player uuid and the new e-mail). */
  emailCodes: SingleUseTokens<{ uuid: string; email: string }>;
  registrationAttempts: AttemptCounter;
  requests: RequestLog;
  events: EventLog;
  faults: FaultList;
  deps: SandboxDeps;
  /** What a control request (/__sandbox/*) must carry in X-Sandbox-Token; fixed for the instance's life. */
  controlToken: string;
  reset(): void;
}

export interface StateInput {
  config: SandboxConfig;
  deps: SandboxDeps;
  secret: string;
  players: readonly Player[];
  dataFile?: string;
  controlToken: string;
}

export function createState(input: StateInput): SandboxState {
  const { deps } = input;
  const initialConfig = { ...input.config };
  const config = { ...input.config };
  const save = input.dataFile ? (all: Player[]) => savePlayers(input.dataFile!, all) : undefined;
  const sixDigits = () =>
    String(100000 + [...deps.ids.random(8)].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 900000, 0));
  const state: SandboxState = {
    config,
    players: new PlayerStore(input.players, save),
    tokens: new TokenStore(deps, config, input.secret),
    csrf: new CsrfTokens(
      deps.clock,
      () => deps.ids.random(24),
      () => config.csrfTtlSeconds,
    ),
    captcha: new SingleUseTokens(deps.clock, () => `sandbox-captcha-${deps.ids.random(18)}`),
    recovery: new SingleUseTokens(deps.clock, () => deps.ids.random(24)),
    onetime: new SingleUseTokens(deps.clock, () => deps.ids.random(24)),
    emailCodes: new SingleUseTokens(deps.clock, sixDigits),
    registrationAttempts: new AttemptCounter(deps.clock),
    requests: new RequestLog(secretMark(input.secret)),
    events: new EventLog(() => deps.clock.now()),
    faults: new FaultList(),
    deps,
    controlToken: input.controlToken,
    reset() {
      Object.assign(config, initialConfig);
      for (const part of [
        state.players,
        state.tokens,
        state.csrf,
        state.captcha,
        state.recovery,
        state.onetime,
        state.emailCodes,
        state.registrationAttempts,
        state.requests,
        state.events,
        state.faults,
      ])
        part.clear();
    },
  };
  return state;
}
