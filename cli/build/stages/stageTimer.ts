/** Times `promo build`'s named stages in the order they run, for the line the build ends with. */
export type StageName = 'check' | 'plan' | 'bundle' | 'render' | 'assets' | 'server rules' | 'switch';

export interface StageTimer {
  /** Runs one stage and records how long it took (also when it fails). */
  run<T>(name: StageName, work: () => Promise<T>): Promise<T>;
  /** Each stage that ran, with its time in ms, in order. */
  times(): Array<[StageName, number]>;
  /** A word on how a stage ran, said after its time (e.g. which renderer). */
  note(name: StageName, text: string): void;
  /** `stages: check 0.41 s · plan 0.02 s · render 1.20 s (1 render worker) · …` */
  summary(): string;
}

export function stageTimer(now: () => number = () => performance.now()): StageTimer {
  const times: Array<[StageName, number]> = [];
  const notes = new Map<StageName, string>();
  return {
    async run(name, work) {
      const start = now();
      try {
        return await work();
      } finally {
        times.push([name, now() - start]);
      }
    },
    times: () => [...times],
    note: (name, text) => {
      notes.set(name, text);
    },
    summary: () =>
      `stages: ${times.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s${notes.has(name) ? ` (${notes.get(name)})` : ''}`).join(' · ')}`,
  };
}
