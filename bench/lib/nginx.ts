/**
 * A real load balancer in front of the app's nodes: Debian's nginx, run as a child of the bench with
 * a config of its own in a temp dir (no system service touched). Websocket-aware as a production
 * config must be (HTTP/1.1 to the upstream, Upgrade and Connection passed on); keep-alive to the
 * upstreams, least-connections balancing, no access log (it would be the bench's disk load).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { atInterrupt } from './children.ts';
import { sleep } from './exam-load.ts';
import { makeTempDir, removeDir } from './paths.ts';

export interface Nginx {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** Installs Debian's nginx when it is missing (root and apt only); null when it is there, else why not. */
export function ensureNginx(): string | null {
  const has = () => {
    try {
      execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return null;
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('sh', ['-c', 'apt-get install -y nginx || (apt-get update && apt-get install -y nginx)'], {
      stdio: 'ignore',
      env,
    });
  } catch (err) {
    return `nginx is missing and apt-get could not install it (${err instanceof Error ? err.message : String(err)})`;
  }
  return has() ? null : 'nginx is missing';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  const p = (name: string) => path.join(dir, name);
  const servers = upstreams.map((u) => `    server ${new URL(u).host} max_fails=0;`).join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${p('body')};
  proxy_temp_path ${p('proxy')};
  fastcgi_temp_path ${p('fastcgi')};
  uwsgi_temp_path ${p('uwsgi')};
  scgi_temp_path ${p('scgi')};
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream abhyas {
    least_conn;
${servers}
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    location / {
      proxy_pass http://abhyas;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 300s;
      proxy_next_upstream off;
    }
  }
}
`;
}

export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  const dir = makeTempDir('nginx');
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const unregister = atInterrupt(() => {
    child.kill('SIGKILL');
    removeDir(dir);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful: workers finish what they serve
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
    unregister();
    removeDir(dir);
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const r = await fetch(`${base}/api/health`).catch(() => null);
    if (r?.status === 200) return { base, pid: child.pid ?? 0, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not answer /api/health: ${stderr || '(no output)'} on ${os.hostname()}`);
}
