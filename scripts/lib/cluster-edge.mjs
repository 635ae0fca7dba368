// The nginx edge of the local cluster (scripts/start-cluster.mjs): deploy/nginx's own files in a
// folder of their own, with every instance of each app in its upstream, the public listener on
// the cluster's port and the internal listeners (shop/internal.conf) on theirs.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from './run.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const SHOP_FILES = resolve(ROOT, 'deploy/nginx/shop');

/** Replaces `from` in one of the copied files; a file that lost it means this code is stale. */
function replaceIn(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" any more`);
  writeFileSync(file, text.replaceAll(from, to));
}

/** One `upstream` block per app, a `server` line per instance (host:port). */
function upstreams(instances) {
  return Object.entries(instances)
    .map(([app, servers]) =>
      [
        `upstream shop_${app} {`,
        ...servers.map((server) => `    server ${server} max_fails=1 fail_timeout=10s;`),
        '    keepalive 16;',
        '}',
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * Writes the configuration: `port` public (as shop/site.conf), `internal` the ports of
 * shop/internal.conf (api, storefront), `instances` the host:port lists of each app.
 */
export function writeClusterEdge({ port, internal, instances }) {
  const dir = join(tmpdir(), `shop-cluster-edge-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(SHOP_FILES, join(dir, 'shop'), { recursive: true });
  const shop = (file) => join(dir, 'shop', file);
  replaceIn(shop('http.conf'), '/var/cache/nginx/shop', `${dir}/cache`);
  replaceIn(shop('site.conf'), '    listen 80;\n', `    listen 127.0.0.1:${port};\n`);
  replaceIn(shop('site.conf'), '    listen [::]:80;\n', '');
  replaceIn(shop('site.conf'), '/var/log/nginx/shop.access.log', `${dir}/access.log`);
  replaceIn(shop('internal.conf'), '127.0.0.1:8003', `127.0.0.1:${internal.api}`);
  replaceIn(shop('internal.conf'), '127.0.0.1:8001', `127.0.0.1:${internal.storefront}`);
  replaceIn(shop('internal.conf'), '/var/log/nginx/shop.internal.log', `${dir}/internal.log`);
  writeFileSync(shop('upstreams.conf'), `${upstreams(instances)}\n`);
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/temp-${kind};`,
    ),
    '  include shop/http.conf;',
    '  include shop/upstreams.conf;',
    '  include shop/site.conf;',
    '  include shop/internal.conf;',
    '}',
    '',
  ];
  writeFileSync(join(dir, 'nginx.conf'), main.join('\n'));
  return dir;
}

/** nginx -t, then nginx in the foreground on the written folder. */
export function startClusterEdge(dir) {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX} (apt-get install nginx-light)`);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  return spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
