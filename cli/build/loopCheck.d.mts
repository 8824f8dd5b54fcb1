/** Types of loopCheck.mjs. */
export interface LoopCheckAsserts {
  assertUsage(condition: unknown, message: string): void;
  assertWarning(condition: unknown, message: string, options: { onlyOnce: boolean; showStackTrace: boolean }): void;
  humanizeTime(ms: number): string;
}
export function loopCheck(asserts: LoopCheckAsserts, now?: () => number): (functionName: string) => void;
