import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findBinary, run, stopChild, waitForPort, type Service } from './service-processes.js';

/*
 * nginx for the local topology: deploy/nginx/lumen.conf.template filled in (also used by
 * render-nginx-config.ts for real machines), and an nginx in the foreground with a configuration
 * of its own, in a folder of its own, balancing the API ports and caching the media.
 */

export const nginxBinary = () => findBinary('nginx', ['/usr/sbin/nginx']);

export interface NginxOptions {
  /** Folder for the generated configuration, its logs, temporary files and cache. */
  dir: string;
  port: number;
  upstreamPorts: number[];
  appDir: string;
}

const DEPLOY_DIR = path.dirname(new URL(import.meta.url).pathname);

/** deploy/nginx/lumen.conf.template with its placeholders filled in. */
export function renderSiteConfig(values: {
  listen: string;
  serverName: string;
  upstreams: string[];
  appDir: string;
  cacheDir: string;
  snippetsDir: string;
}): string {
  const template = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx', 'lumen.conf.template'), 'utf8');
  const servers = values.upstreams.map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`).join('\n');
  return template
    .replaceAll('{{UPSTREAM_SERVERS}}', servers)
    .replaceAll('{{LISTEN}}', values.listen)
    .replaceAll('{{SERVER_NAME}}', values.serverName)
    .replaceAll('{{APP_DIR}}', values.appDir)
    .replaceAll('{{CACHE_DIR}}', values.cacheDir)
    .replaceAll('{{SNIPPETS_DIR}}', values.snippetsDir);
}

/** nginx in the foreground with a configuration of its own (nothing of /etc/nginx but mime.types). */
export async function startNginx(options: NginxOptions, binary = nginxBinary()): Promise<Service & { logFile: string }> {
  if (!binary) throw new Error('nginx is not installed; apt-get install -y nginx');
  const dir = options.dir;
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  fs.chmodSync(dir, 0o755);
  fs.copyFileSync(path.join(DEPLOY_DIR, 'nginx', 'lumen-media-cache.conf'), path.join(dir, 'lumen-media-cache.conf'));
  fs.writeFileSync(
    path.join(dir, 'lumen.conf'),
    renderSiteConfig({
      listen: `127.0.0.1:${options.port}`,
      serverName: 'localhost',
      upstreams: options.upstreamPorts.map((port) => `127.0.0.1:${port}`),
      appDir: options.appDir,
      cacheDir: path.join(dir, 'cache'),
      snippetsDir: dir,
    }),
  );
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const logFile = path.join(dir, 'error.log');
  // Workers of an nginx started by root run as an unprivileged account (Debian's www-data).
  const user = process.getuid?.() === 0 ? 'user www-data;' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${logFile} warn;
events { worker_connections 1024; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    client_body_temp_path ${dir}/tmp-body;
    proxy_temp_path ${dir}/tmp-proxy;
    fastcgi_temp_path ${dir}/tmp-fastcgi;
    uwsgi_temp_path ${dir}/tmp-uwsgi;
    scgi_temp_path ${dir}/tmp-scgi;
    include ${dir}/lumen.conf;
}
`,
  );
  run(binary, ['-t', '-q', '-p', dir, '-e', logFile, '-c', path.join(dir, 'nginx.conf')]);
  const child = spawn(binary, ['-p', dir, '-e', logFile, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let failure: string | null = null;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code) => (failure ??= `nginx exited with ${code}: ${stderr}`));
  await waitForPort(options.port, 10_000, () => failure);
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    logFile,
    // SIGQUIT: a graceful stop (SIGTERM would be a fast one).
    stop: () => stopChild(child, 'SIGQUIT', 5_000),
  };
}
