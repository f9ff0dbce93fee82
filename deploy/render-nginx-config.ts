import path from 'node:path';
import { renderSiteConfig } from './local-services.js';

/*
 * Prints deploy/nginx/lumen.conf.template filled in for a real machine (Debian's nginx):
 *
 *   UPSTREAMS=10.0.0.11:8080,10.0.0.12:8080 SERVER_NAME=tv.example.org \
 *     npx tsx deploy/render-nginx-config.ts > /etc/nginx/sites-available/lumen
 *   cp deploy/nginx/lumen-media-cache.conf /etc/nginx/snippets/
 *   ln -s ../sites-available/lumen /etc/nginx/sites-enabled/lumen && nginx -t && systemctl reload nginx
 *
 * LISTEN (default 80), APP_DIR (default this checkout's dist/), CACHE_DIR (default
 * /var/cache/nginx/lumen) and SNIPPETS_DIR (default /etc/nginx/snippets) may be set too.
 */
const env = process.env;
const upstreams = (env.UPSTREAMS ?? '127.0.0.1:8080')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
const bad = upstreams.filter((entry) => !/^[A-Za-z0-9.:[\]-]+:\d{1,5}$/.test(entry));
if (upstreams.length === 0 || bad.length > 0) {
  console.error(`UPSTREAMS must be a comma-separated list of host:port (got "${env.UPSTREAMS}")`);
  process.exit(2);
}
process.stdout.write(
  renderSiteConfig({
    listen: env.LISTEN ?? '80',
    serverName: env.SERVER_NAME ?? '_',
    upstreams,
    appDir: env.APP_DIR ?? path.resolve(import.meta.dirname, '..', 'dist'),
    cacheDir: env.CACHE_DIR ?? '/var/cache/nginx/lumen',
    snippetsDir: env.SNIPPETS_DIR ?? '/etc/nginx/snippets',
  }),
);
