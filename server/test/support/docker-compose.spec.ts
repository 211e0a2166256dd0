import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SERVER_VARIABLES } from '../../src/config/app-config';

/**
 * No Docker daemon runs where the tests run: this reads docker/docker-compose.yml (YAML merge keys resolved, as
 * Compose does) and holds it to the invariants docs/operations.md promises ("Docker compose").
 */
const DOCKER = join(__dirname, '..', '..', '..', 'docker');
const text = readFileSync(join(DOCKER, 'docker-compose.yml'), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  restart?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  networks?: unknown;
  entrypoint?: string[];
}
const compose = parse(text, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const APPS = ['app1', 'app2'];
const LONG_RUNNING = ['proxy', ...APPS, 'worker', 'postgres', 'minio'];
const SECRET_NAMES = /(SECRET|PASSWORD|_KEY$|ACCESS_KEY_ID|ROOT_USER)/;

describe('docker/docker-compose.yml', () => {
  it('runs a proxy, two app replicas, a one-shot migrate, a worker, PostgreSQL and MinIO with its bucket', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['proxy', 'app1', 'app2', 'migrate', 'worker', 'postgres', 'minio', 'minio-bucket']));
    for (const app of APPS) expect(services[app].command).toEqual(['node', 'server/dist/main.js']);
    expect(services.migrate.command).toEqual(['node', 'server/dist/migrate.js']);
    expect(services.migrate.restart).toBe('no');
    expect(services.worker.command).toEqual(['node', 'server/dist/worker.js']);
    expect(services.proxy.image).toMatch(/^(caddy|nginx):/);
    expect(services['minio-bucket'].entrypoint?.join(' ')).toMatch(/mc mb --ignore-existing/);
  });

  it('gives every long-running service a restart policy and a healthcheck', () => {
    for (const name of LONG_RUNNING) {
      expect([name, services[name].restart]).toEqual([name, expect.stringMatching(/^(unless-stopped|always|on-failure)/)]);
      expect(services[name].healthcheck?.disable).not.toBe(true);
      expect(services[name].healthcheck?.test?.length).toBeGreaterThan(0);
    }
  });

  it('starts the apps and the worker only after the migration and the bucket, and the proxy after healthy apps', () => {
    for (const name of [...APPS, 'worker']) {
      expect(services[name].depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.proxy.depends_on).toMatchObject({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
  });

  it('runs the shop in production on S3 storage, with TRUST_PROXY naming the proxy on the apps', () => {
    for (const name of [...APPS, 'migrate', 'worker']) {
      const env = services[name].environment ?? {};
      expect([name, env.NODE_ENV, env.FILE_STORAGE, env.SEED_DEMO]).toEqual([name, 'production', 's3', 'false']);
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/shop:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/shop$/);
    }
    for (const app of APPS) {
      expect(services[app].environment?.TRUST_PROXY).toBeTruthy();
      expect(services[app].environment?.TRUST_PROXY).not.toBe('true');
      // Only the proxy is published: the apps are reached through it, so X-Forwarded-For comes from it alone.
      expect(services[app].ports).toBeUndefined();
    }
    expect(text).toContain(`ipv4_address: ${services.app1.environment?.TRUST_PROXY}`);
  });

  it('keeps PostgreSQL\'s and MinIO\'s data in volumes', () => {
    expect(services.postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(services.minio.volumes).toContain('miniodata:/data');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'miniodata']));
  });

  it('holds no secret: every secret-named setting is interpolated from docker/.env', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (SECRET_NAMES.test(key)) expect([name, key, value]).toEqual([name, key, expect.stringMatching(/^\$\{[A-Z_]+(:\?[^}]*)?\}$/)]);
      }
    }
    // No password in a connection string, no key-looking literal anywhere.
    expect(text).not.toMatch(/postgres:\/\/[^:\s]+:(?!\$\{)[^@\s]+@/);
    expect(text).not.toMatch(/\b[0-9a-f]{32,}\b/i);
  });

  it('comes with a docker/.env.example of placeholders only', () => {
    const example = readFileSync(join(DOCKER, '.env.example'), 'utf8');
    const settings = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const [key, value] of Object.entries(settings)) {
      if (/SECRET|PASSWORD|_KEY$/.test(key)) expect([key, value]).toEqual([key, expect.stringMatching(/^(<[^>]+>)?$/)]);
    }
    for (const needed of ['PUBLIC_URL', 'JWT_SECRET', 'CSRF_SECRET', 'TWO_FACTOR_KEY', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'SITE_ADDRESS']) expect(settings).toHaveProperty(needed);
  });

  it('lets `npm run admin:create` run the built entry inside the image', () => {
    const dockerfile = readFileSync(join(DOCKER, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain("'scripts.admin:create=node server/dist/admin-create.js'");
  });

  it('gives the shop only variables the server reads (a misspelt one would be ignored silently)', () => {
    for (const name of ['app1', 'app2', 'worker', 'migrate']) {
      const unknown = Object.keys(services[name].environment ?? {}).filter((variable) => !SERVER_VARIABLES.includes(variable));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });
});
