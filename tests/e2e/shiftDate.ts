/**
 * Runs in the page (an init script, before any of its own scripts): moves its `Date` by `shift` ms and
 * nothing else — timers, idle callbacks, `performance` and its entries stay the browser's own. `new
 * Date()`, `Date()` and `Date.now()` read the moved clock, which ticks at the real pace; a date built
 * from arguments is unchanged, and `instanceof Date` still holds. Self-contained: Playwright sends
 * its source to the page.
 */
export function shiftDate(shift: number): void {
  const Real = Date;
  const now = () => Real.now() + shift;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new Real(now()).toString();
    return args.length ? new (Real as unknown as new (...a: unknown[]) => Date)(...args) : new Real(now());
  }
  ShiftedDate.prototype = Real.prototype;
  Object.assign(ShiftedDate, { now, parse: Real.parse, UTC: Real.UTC });
  Object.defineProperty(globalThis, 'Date', { value: ShiftedDate, writable: true, configurable: true });
}
