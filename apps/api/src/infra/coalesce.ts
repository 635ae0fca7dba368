/**
 * `task` as a trigger that never runs twice at once: called while a run is under way, it runs
 * once more after that run, however many calls came meanwhile. A burst of calls (a sale's
 * orders, each announcing its stock) then costs at most two runs, and a run always starts
 * after the last call, so what it tells is never older than the last change.
 */
export function coalesce(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = () => {
    running = true;
    again = false;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}
