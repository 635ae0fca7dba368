/** Navigation progress bar (storefront section 9): shown after 200 ms, paced for 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** Skeleton time-out: a page still loading after 10 s offers a reload (section 9). */
export const SKELETON_TIMEOUT_MS = 10_000;
