import { z } from 'zod';
import { type BackofficeConfig, backofficeConfig, backofficeEnv, checkBackoffice } from './backoffice.config';
import { type CatalogSeedConfig, catalogSeedConfig, catalogSeedEnv } from './catalog-seed.config';
import { type DatabaseConfig, databaseConfig, databaseEnv } from './database.config';
import { type HousekeepingConfig, housekeepingConfig, housekeepingEnv } from './housekeeping.config';
import { checkHttp, hostOf, type HttpConfig, httpConfig, httpEnv } from './http.config';
import { type CdnConfig, cdnConfig, cdnEnv, checkCdn } from './cdn.config';
import { checkMetrics, type MetricsConfig, metricsConfig, metricsEnv } from './metrics.config';
import { type LoggingConfig, loggingConfig, loggingEnv } from './logging.config';
import { checkNaver, type NaverLoginConfig, naverConfig, naverEnv, type NaverServer } from './naver.config';
import { checkParcelTracking, type ParcelTrackingConfig, parcelTrackingConfig, parcelTrackingEnv } from './parcel-tracking.config';
import { type PromotionsConfig, promotionsConfig, promotionsEnv } from './promotions.config';
import { checkPublicUrl, type PublicUrlConfig, publicUrlConfig, publicUrlEnv } from './public-url.config';
import { checkPasswordHashing, type PasswordHashingConfig, passwordHashingConfig, passwordHashingEnv } from './password-hashing.config';
import { checkProduction } from './production.config';
import { checkPayment, type PaymentConfig, paymentConfig, paymentEnv } from './payment.config';
import { devToolsMountedOn, type RuntimeConfig, runtimeEnv } from './runtime.config';
import { checkSession, type SessionConfig, sessionConfig, sessionEnv } from './session.config';
import { checkSms, type SmsConfig, smsConfig, smsEnv } from './sms.config';
import { checkStorage, type StorageConfig, storageConfig, storageEnv } from './storage.config';

/**
 * Everything the server reads from the environment, parsed and checked once at start: the slices side by side
 * (each context injects only its own, config.module.ts), SMS, Naver, payment and parcel tracking nested.
 */
export interface AppConfig extends RuntimeConfig, LoggingConfig, HttpConfig, DatabaseConfig, SessionConfig, CatalogSeedConfig, HousekeepingConfig, PromotionsConfig, StorageConfig, BackofficeConfig, PublicUrlConfig {
  sms: SmsConfig;
  naver: NaverLoginConfig;
  payment: PaymentConfig;
  parcelTracking: ParcelTrackingConfig;
  metrics: MetricsConfig;
  passwordHashing: PasswordHashingConfig;
  cdn: CdnConfig;
}

export class ConfigError extends Error {}

/** Every variable the server reads, by slice; anything else in the environment is ignored. */
const environment = z.object({
  ...runtimeEnv.shape,
  ...loggingEnv.shape,
  ...httpEnv.shape,
  ...publicUrlEnv.shape,
  ...databaseEnv.shape,
  ...sessionEnv.shape,
  ...catalogSeedEnv.shape,
  ...housekeepingEnv.shape,
  ...promotionsEnv.shape,
  ...storageEnv.shape,
  ...backofficeEnv.shape,
  ...smsEnv.shape,
  ...naverEnv.shape,
  ...paymentEnv.shape,
  ...parcelTrackingEnv.shape,
  ...metricsEnv.shape,
  ...passwordHashingEnv.shape,
  ...cdnEnv.shape,
});

type Environment = z.output<typeof environment>;

/** The names of every variable the server reads (a deployment's settings are checked against them). */
export const SERVER_VARIABLES: readonly string[] = Object.keys(environment.shape);

/** Where and how the server listens: what the Naver sandbox and the development pages depend on. */
function serverOf(env: Environment): NaverServer {
  const host = hostOf(env, env.NODE_ENV);
  return { nodeEnv: env.NODE_ENV, host, port: env.PORT, devToolsMounted: devToolsMountedOn(env.NODE_ENV, host) };
}

/**
 * The one schema: each variable's type, default and range in its slice's file; here the rules across slices
 * (secrets in production, Solapi's keys, the Naver modes, the payment gateway). Built once; `assemble` adds what depends on the
 * working directory.
 */
const appConfigSchema = environment.superRefine((env, ctx) => {
  checkHttp(env, env.NODE_ENV, ctx);
  checkPublicUrl(env, env.NODE_ENV, ctx);
  checkSession(env, env.NODE_ENV, ctx);
  checkSms(env, ctx);
  checkNaver(env, serverOf(env), ctx);
  checkPayment(env, env.NODE_ENV, ctx);
  checkParcelTracking(env, ctx);
  checkBackoffice(env, env.NODE_ENV, ctx);
  checkStorage(env, ctx);
  checkMetrics(env, ctx);
  checkPasswordHashing(env, ctx);
  checkCdn(env, ctx);
  checkProduction(env, ctx);
});

function assemble(env: Environment, cwd: string): AppConfig {
  const server = serverOf(env);
  return {
    nodeEnv: env.NODE_ENV,
    devToolsMounted: server.devToolsMounted,
    workerInProcess: env.WORKER_IN_PROCESS,
    ...loggingConfig(env, env.NODE_ENV),
    ...httpConfig(env, env.NODE_ENV, cwd),
    ...publicUrlConfig(env, env.PORT),
    ...databaseConfig(env, env.NODE_ENV, cwd),
    ...sessionConfig(env),
    ...catalogSeedConfig(env),
    ...housekeepingConfig(env, env.NODE_ENV),
    ...promotionsConfig(env),
    ...storageConfig(env, cwd),
    ...backofficeConfig(env),
    sms: smsConfig(env),
    naver: naverConfig(env, server),
    payment: paymentConfig(env, env.NODE_ENV),
    parcelTracking: parcelTrackingConfig(env),
    metrics: metricsConfig(env),
    passwordHashing: passwordHashingConfig(env),
    cdn: cdnConfig(env),
  };
}

/**
 * Reads and validates the environment; throws ConfigError with a message a person can act on, naming the
 * variable (every problem found, one per line, so a deploy is fixed in one go).
 */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const result = appConfigSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map(messageOf).join('\n'));
  return assemble(result.data, cwd);
}

/** Our own checks name the variable; zod's built-in ones get it prefixed. */
function messageOf(issue: z.core.$ZodIssue): string {
  const name = issue.path.join('.');
  return issue.code === 'custom' || !name ? issue.message : `${name}: ${issue.message}`;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
