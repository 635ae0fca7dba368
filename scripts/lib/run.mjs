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

/** Runs a command to completion in the foreground; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: ROOT,
    env: baseEnv(),
    ...options,
  });
  if (result.status !== 0) {
    const error = new Error(
      `${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** As run, but ends this script with the command's exit code when it fails. */
export function runOrExit(command, args, options = {}) {
  try {
    run(command, args, options);
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    process.exit(error.exitCode);
  }
}

/**
 * Starts a long-running service in this script's process group, so that whatever stops the
 * script as a whole (Ctrl-C in a terminal, a test runner killing the group) stops it too.
 */
export function startService(name, command, args, env, cwd = ROOT) {
  const child = spawn(command, args, {
    cwd,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
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
    if (child.exitCode === null) child.kill('SIGTERM');
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

/**
 * Runs commands at the same time (checks that each use one core, on a machine with two or
 * more). Each one's output is held and printed whole when it ends, so the logs do not mix.
 * Ends this script with the first failing command's exit code once all of them have ended.
 */
export async function runTogetherOrExit(commands) {
  const results = await Promise.all(
    commands.map(
      ({ command, args }) =>
        new Promise((done) => {
          const child = spawn(command, args, {
            cwd: ROOT,
            env: baseEnv(),
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => done({ command, args, code: 1, output, error }));
          child.on('close', (code, signal) =>
            done({ command, args, code: code ?? (signal ? 1 : 0), output }),
          );
        }),
    ),
  );
  for (const { output } of results) process.stdout.write(Buffer.concat(output));
  const failed = results.find(({ code }) => code !== 0);
  if (!failed) return;
  const detail = failed.error ? failed.error.message : `exit ${failed.code}`;
  console.error(`\n✖ ${[failed.command, ...failed.args].join(' ')} failed (${detail})`);
  process.exit(failed.code || 1);
}
