// Runs Debian's nginx on the repository's edge configuration (deploy/nginx) in a folder of its
// own: the same files, with only the addresses, ports and writable paths of this run. Used by
// the edge test (apps/gateway/test/edge) and the local cluster (scripts/lib/cluster.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from './run.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const SHOP_FILES = resolve(ROOT, 'deploy/nginx/shop');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
/** The one `server` of each upstream in deploy/nginx (the apps' default ports). */
const DEFAULT_SERVERS = {
  api: '127.0.0.1:3003',
  checkout: '127.0.0.1:3002',
  storefront: '127.0.0.1:3001',
};

/** Whether this machine's nginx loads the brotli filter (Debian's libnginx-mod-http-brotli-filter). */
export const hasBrotli = () => existsSync(BROTLI_MODULE);

/** Replaces `from` in a copied file; a file that lost it means this code is stale. */
function rewrite(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" any more`);
  writeFileSync(file, text.replaceAll(from, to));
}

function mainConfig(dir, { brotli, internal }) {
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
    internal ? '  include shop/internal.conf;' : '',
    '}',
    '',
  ].join('\n');
}

/**
 * Writes the folder: public on 127.0.0.1:`port`; `servers` the host:port list of each app's
 * instances (one `server` line each, so nginx skips one that fails); with `internal` (ports of
 * api and storefront) the private listeners of shop/internal.conf. Returns the folder.
 */
export function writeEdgeFolder({ name, port, servers, internal, brotli = hasBrotli() }) {
  const dir = join(tmpdir(), `${name}-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(SHOP_FILES, join(dir, 'shop'), { recursive: true });
  const shop = (file) => join(dir, 'shop', file);
  rewrite(shop('http.conf'), '/var/cache/nginx/shop', `${dir}/cache`);
  rewrite(shop('site.conf'), '    listen 80;\n', `    listen 127.0.0.1:${port};\n`);
  rewrite(shop('site.conf'), '    listen [::]:80;\n', '');
  rewrite(shop('site.conf'), '/var/log/nginx/shop.access.log', `${dir}/access.log`);
  for (const [app, hosts] of Object.entries(servers))
    rewrite(
      shop('upstreams.conf'),
      `    server ${DEFAULT_SERVERS[app]};\n`,
      hosts.map((host) => `    server ${host} max_fails=1 fail_timeout=10s;\n`).join(''),
    );
  if (internal) {
    rewrite(shop('internal.conf'), '127.0.0.1:8003', `127.0.0.1:${internal.api}`);
    rewrite(shop('internal.conf'), '127.0.0.1:8001', `127.0.0.1:${internal.storefront}`);
    rewrite(shop('internal.conf'), '/var/log/nginx/shop.internal.log', `${dir}/internal.log`);
  }
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, { brotli, internal }));
  return dir;
}

/** nginx -t on the folder, then nginx in the foreground. */
export function startEdge(dir) {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX} (apt-get install nginx-light)`);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  return spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
