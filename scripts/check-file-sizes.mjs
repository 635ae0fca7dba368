// Part of `lint:workspace`: no production source file over 300 lines (issue 16). A file that
// grows past it is split by what its parts are; tests, end-to-end specs and generated files
// (migrations, build output) are not held to it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run.mjs';

const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
const NOT_HELD = [
  /(^|\/)(test|tests|e2e|bench|drizzle|generated|dist|dist-server|\.next)\//,
  /\.(test|spec|stories|test-d)\.tsx?$/,
  /\.d\.m?ts$/,
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !NOT_HELD.some((pattern) => pattern.test(file)));

const long = files
  .map((file) => {
    try {
      return { file, lines: readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1 };
    } catch {
      return { file, lines: 0 }; // listed by git but deleted in the working tree
    }
  })
  .filter(({ lines }) => lines > MAX_LINES);

if (long.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (split them by what their parts are):`);
  for (const { file, lines } of long) console.error(`  ${file}: ${lines}`);
  process.exit(1);
}
