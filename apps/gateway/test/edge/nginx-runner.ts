// Runs Debian's nginx on the repository's edge configuration (deploy/nginx), in a folder of
// its own: the same files, with only the addresses, ports and writable paths of this run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DEPLOY = resolve(import.meta.dirname, '../../../../deploy/nginx');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface EdgeUpstreams {
  api: string;
  checkout: string;
  storefront: string;
}

/** Whether this machine's nginx loads the brotli filter (Debian's libnginx-mod-http-brotli-filter). */
export const hasBrotli = () => existsSync(BROTLI_MODULE);

/** Replaces `from` in a configuration file, failing if the file no longer has it. */
function rewrite(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" any more: update the test`);
  writeFileSync(file, text.replaceAll(from, to));
}

function mainConfig(dir: string, brotli: boolean): string {
  return [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/temp-${kind};`,
    ),
    '  include shop/http.conf;',
    brotli ? '  include shop/brotli.conf;' : '',
    '  include shop/upstreams.conf;',
    '  include shop/site.conf;',
    '}',
    '',
  ].join('\n');
}

/** Writes a runnable copy of deploy/nginx listening on 127.0.0.1:port in front of `upstreams`. */
export function writeEdgeConfig(port: number, upstreams: EdgeUpstreams): string {
  const dir = join(tmpdir(), `shop-edge-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(DEPLOY, 'shop'), join(dir, 'shop'), { recursive: true });
  const shop = (file: string) => join(dir, 'shop', file);
  rewrite(shop('http.conf'), '/var/cache/nginx/shop', `${dir}/cache`);
  rewrite(shop('site.conf'), '    listen 80;\n', `    listen 127.0.0.1:${port};\n`);
  rewrite(shop('site.conf'), '    listen [::]:80;\n', '');
  rewrite(shop('site.conf'), '/var/log/nginx/shop.access.log', `${dir}/access.log`);
  for (const [name, url] of Object.entries(upstreams))
    rewrite(
      shop('upstreams.conf'),
      DEFAULT_SERVERS[name as keyof EdgeUpstreams],
      new URL(url).host,
    );
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, hasBrotli()));
  return dir;
}

const DEFAULT_SERVERS: EdgeUpstreams = {
  api: '127.0.0.1:3003',
  checkout: '127.0.0.1:3002',
  storefront: '127.0.0.1:3001',
};

/** Checks the configuration (nginx -t) and starts nginx in the foreground. */
export function startNginx(dir: string): ChildProcess {
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`nginx -t refused the edge configuration:\n${check.stderr}`);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}
