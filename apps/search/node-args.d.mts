// Types of node-args.mjs.
export function searchNodeArgs(env?: Record<string, string | undefined>): string[];
