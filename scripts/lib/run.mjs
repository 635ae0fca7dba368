import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The environment every script and CI runs with (TOOLCHAIN.md). */
export function baseEnv(extra = {}) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/** Reads .env when present; values already in the environment win. */
export function loadDotEnv() {
  const file = resolve(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Runs a command to completion in the foreground, exiting with its code when it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: ROOT,
    env: baseEnv(),
    ...options,
  });
  if (result.status !== 0) {
    console.error(
      `\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

/** Starts a long-running service in its own process group so it can be stopped whole. */
export function startService(name, command, args, env, cwd = ROOT) {
  const child = spawn(command, args, {
    cwd,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}]`.padEnd(13);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${prefix} exited (${code ?? signal})`);
  });
  child.stop = () => {
    child.stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  return child;
}

/** Polls a URL until it answers below 500, or fails after the time-out. */
export async function waitForHttp(url, { timeoutMs = 60_000, process: child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
