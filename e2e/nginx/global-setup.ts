import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import getPort from 'get-port';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts real nginx on 127.0.0.1 and a free port, serving out/ with scripts/deploy/nginx-site.conf
 * and the headers snippet scripts/deploy/nginx-headers.mjs writes from out/_headers, in a temp
 * prefix of its own (pid, logs, temp files). The server block is the recipe's minus TLS: the
 * shipped 443 block includes the same site file. /__registros is proxied to a local receiver so
 * the form posts to the page's own origin, which the production CSP (connect-src 'self') allows.
 * Returns the teardown, which stops it.
 */

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
const OPENSSL = process.env.OPENSSL_PATH || 'openssl';
const projectRoot = path.resolve(__dirname, '..', '..');

async function waitForAnswer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export default async function globalSetup() {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx no está instalado (${NGINX}): estas pruebas sirven out/ con la receta de scripts/deploy/ en un nginx real. ` +
        'Instálelo (sudo apt-get install nginx; .ci/run lo hace) o indique otro binario con NGINX_PATH.',
    );
  }
  const outDir = path.join(projectRoot, 'out');
  if (!existsSync(path.join(outDir, '_headers'))) throw new Error(`No existe ${outDir}/_headers: ejecute "npm run build" primero.`);

  const prefix = await mkdtemp(path.join(tmpdir(), 'jornada-nginx-'));
  await mkdir(path.join(prefix, 'snippets'));
  const { nginxHeadersSnippet } = (await import('../../scripts/deploy/nginx-headers.mjs')) as { nginxHeadersSnippet: (rules: unknown) => string };
  const { readHeadersFile } = (await import('../../scripts/lib/headers.js')) as { readHeadersFile: (file: string) => Promise<unknown> };
  // Where the recipe's "include snippets/jornada-headers.conf" finds it: beside the main file.
  await writeFile(path.join(prefix, 'snippets', 'jornada-headers.conf'), nginxHeadersSnippet(await readHeadersFile(path.join(outDir, '_headers'))));

  const port = await getPort({ host: '127.0.0.1' });
  const webhookPort = await getPort({ host: '127.0.0.1' });
  // HTTPS too, as the recipe's 443 block serves it, for the MDN HTTP Observatory (observatory.smoke.ts):
  // a certificate for localhost made here, trusted by that scan alone (NODE_EXTRA_CA_CERTS).
  const tlsPort = await getPort({ host: '127.0.0.1' });
  const certificate = path.join(prefix, 'localhost.pem');
  const certificateKey = path.join(prefix, 'localhost-key.pem');
  execFileSync(OPENSSL, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
    '-keyout', certificateKey, '-out', certificate], { stdio: 'pipe' });
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  // Started as root (a container's default), nginx runs its worker as `nobody`, which cannot read
  // a checkout under a private home (/root is 0700) nor this 0700 prefix: every page would be 403.
  // The worker then runs as root too; this server only listens on 127.0.0.1 for the test.
  const worker = process.getuid?.() === 0 ? 'user root;' : '';
  const conf = `
daemon on;
${worker}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : ''}
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${outDir};
    include ${path.join(projectRoot, 'scripts', 'deploy', 'nginx-site.conf')};
    # Test only: the local receiver, behind the page's own origin.
    location = /__registros { proxy_pass http://127.0.0.1:${webhookPort}/; }
  }
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${certificate};
    ssl_certificate_key ${certificateKey};
    # The recipe sends http:// to https:// from port 80; on this one test port, nginx's answer to
    # plain HTTP on a TLS port (497) does the same.
    error_page 497 =301 https://$host:$server_port$request_uri;
    root ${outDir};
    include ${path.join(projectRoot, 'scripts', 'deploy', 'nginx-site.conf')};
  }
}
`;
  const confFile = path.join(prefix, 'nginx.conf');
  await writeFile(confFile, conf);
  execFileSync(NGINX, ['-p', prefix, '-c', confFile, '-t'], { stdio: 'pipe' });
  execFileSync(NGINX, ['-p', prefix, '-c', confFile], { stdio: 'pipe' });
  const baseURL = `http://127.0.0.1:${port}`;
  process.env.NGINX_BASE_URL = baseURL;
  process.env.NGINX_WEBHOOK_PORT = String(webhookPort);
  process.env.NGINX_TLS_PORT = String(tlsPort);
  process.env.NGINX_TLS_CERTIFICATE = certificate;

  const stop = async () => {
    const pid = Number((await readFile(path.join(prefix, 'nginx.pid'), 'utf8').catch(() => '')).trim());
    if (pid > 0) {
      process.kill(pid, 'SIGQUIT');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && existsSync(path.join(prefix, 'nginx.pid'))) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${baseURL}/`, 5000);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`${spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim()} sirve out/ en ${baseURL}`);
  return stop;
}
