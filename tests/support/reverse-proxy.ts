import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx: what `apt-get install nginx` puts there (.ci/run installs it when missing). */
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate));

/** The request header that sends a request through the proxy to one upstream (its index) rather than round the pool. */
export const UPSTREAM_HEADER = 'x-localhub-upstream';

export interface ReverseProxy {
  url: string;
  /** nginx's error log so far, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * nginx in front of `upstreams` (127.0.0.1 ports) on `port`, as a production load balancer is set up: round robin,
 * WebSocket upgrades passed through, a refused connection tried on the next server. A request carrying
 * UPSTREAM_HEADER: i goes to upstream i alone, so a test can say which process serves what.
 */
export async function startReverseProxy(port: number, upstreams: number[]): Promise<ReverseProxy> {
  if (!NGINX) {
    throw new Error(
      'nginx is not installed: the multi-process test runs the servers behind it. Install it with `apt-get install -y nginx` (.ci/run does).',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'localhub-nginx-'));
  const servers = upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=30s;`).join(' ');
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream pool { ${servers} }
  ${upstreams.map((upstream, i) => `upstream p${i} { server 127.0.0.1:${upstream}; }`).join('\n  ')}
  map $http_${UPSTREAM_HEADER.replace(/-/g, '_')} $target { default pool; ${upstreams.map((_, i) => `${i} p${i};`).join(' ')} }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    # Answered by nginx itself: its readiness, without marking an upstream that is still starting as failed.
    location = /nginx-ready { return 204; }
    location / {
      proxy_pass http://$target;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    const file = path.join(dir, 'error.log');
    return `${output}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`;
  };
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${log()}`);
    try {
      await fetch(`${url}/nginx-ready`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
