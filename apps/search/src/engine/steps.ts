// Long builds (a generation of 200,000 records takes seconds) are written as generators that
// yield every few thousand records. Run synchronously when a query needs the result now, or
// in slices between requests so that queries keep being answered while the next generation
// of an index is prepared.
import { setImmediate as nextTurn } from 'node:timers/promises';

export type Steps<T> = Generator<void, T, void>;

/** Records processed between two yields of a builder. */
export const STEP = 4096;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Gives the event loop a turn whenever a slice of about `sliceMs` has been used. */
export async function runStepsAsync<T>(steps: Steps<T>, sliceMs = 15): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
