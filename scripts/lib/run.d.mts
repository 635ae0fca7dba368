// Types of run.mjs for the TypeScript that uses it (tests/reliability).
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export function baseEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function loadDotEnv(): void;
export function run(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string },
): void;
export interface Service extends ChildProcess {
  /** Set when the script stops it on purpose (its exit is then not reported). */
  stopping?: boolean;
  stop(): void;
}
export function startService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): Service;
export function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; process?: ChildProcess },
): Promise<void>;
