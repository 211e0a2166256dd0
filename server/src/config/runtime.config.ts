import { z } from 'zod';
import { bool, oneOf } from './env-fields';

/** Which world the server runs in, read by whatever behaves differently in production, development and tests. */
export interface RuntimeConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * The development pages (/dev/sms-outbox, /dev/naver-sandbox) are mounted only outside production and only
   * while the server listens on loopback: whoever reaches them reads every code and logs in as anyone.
   */
  devToolsMounted: boolean;
  /**
   * Whether this process runs jobs (WORKER_IN_PROCESS, default true): false takes them off the web instances when a
   * separate worker (`npm run worker`, node server/dist/worker.js) runs them; enqueueing works either way.
   */
  workerInProcess: boolean;
}

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');

export const NODE_ENVS = ['development', 'production', 'test'] as const;

export const runtimeEnv = z.object({ NODE_ENV: oneOf('NODE_ENV', NODE_ENVS, 'development'), WORKER_IN_PROCESS: bool('WORKER_IN_PROCESS', true) });

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export function devToolsMountedOn(nodeEnv: RuntimeConfig['nodeEnv'], host: string): boolean {
  return nodeEnv !== 'production' && isLoopbackHost(host);
}

export const runtimeSlice = ({ nodeEnv, devToolsMounted, workerInProcess }: RuntimeConfig): RuntimeConfig => ({ nodeEnv, devToolsMounted, workerInProcess });
