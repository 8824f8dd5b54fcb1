/**
 * Runs `fn` with NODE_ENV=production, then puts the previous value back. `promo build` always makes
 * production bundles and renders with production React, whatever the caller's environment says
 * (vitest sets NODE_ENV=test, a shell may set development): Vite reads NODE_ENV to choose React's
 * JSX transform, and a bundle made with the development one (jsxDEV) fails to render under
 * production React — and would be cached by content as if it were the same bundle.
 */
export async function inProductionMode<T>(fn: () => Promise<T>, env: NodeJS.ProcessEnv = process.env): Promise<T> {
  const previous = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = previous;
  }
}
