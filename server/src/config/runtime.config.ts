import { z } from 'zod';
import { oneOf } from './env-fields';

/** Which world the server runs in, read by whatever behaves differently in production, development and tests. */
export interface RuntimeConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * The development pages (/dev/sms-outbox, /dev/naver-sandbox) are mounted only outside production and only
   * while the server listens on loopback: whoever reaches them reads every code and logs in as anyone.
   */
  devToolsMounted: boolean;
}

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');

export const NODE_ENVS = ['development', 'production', 'test'] as const;

export const runtimeEnv = z.object({ NODE_ENV: oneOf('NODE_ENV', NODE_ENVS, 'development') });

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export function devToolsMountedOn(nodeEnv: RuntimeConfig['nodeEnv'], host: string): boolean {
  return nodeEnv !== 'production' && isLoopbackHost(host);
}

export const runtimeSlice = ({ nodeEnv, devToolsMounted }: RuntimeConfig): RuntimeConfig => ({ nodeEnv, devToolsMounted });
