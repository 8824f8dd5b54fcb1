/**
 * A task run for the latest state only: called while it runs, it runs once more after (however many
 * calls came meanwhile), and every caller gets the run that will see its state. The studio's preview
 * plans the drafts so: each keystroke hands its text over at once, and a plan under way is followed
 * by one plan of the newest text, not by one per keystroke.
 */
export function latestRun(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const p = run().finally(() => {
      if (current === p) current = undefined;
    });
    current = p;
    return p;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
