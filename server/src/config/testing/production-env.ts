/**
 * A production environment that passes every refusal (for specs): each spec overrides or drops the variable it is about.
 * No DATABASE_URL here, so contract suites keep the run's database; unit specs add PRODUCTION_DATABASE_URL.
 */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  CSRF_SECRET: 'c'.repeat(32),
  JWT_SECRET: 'j'.repeat(32),
  TWO_FACTOR_KEY: 't'.repeat(32),
  NICEPAY_CLIENT_ID: 'S2_client',
  NICEPAY_SECRET_KEY: 'nicepay-secret',
  NICEPAY_API_BASE_URL: 'https://sandbox-api.nicepay.co.kr',
  NICEPAY_MODE: 'test',
  SEED_DEMO: 'false',
  SMS_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'solapi-key',
  SOLAPI_API_SECRET: 'solapi-secret',
  SMS_FROM: '0212345678',
  FILE_STORAGE: 'local',
  FILE_STORAGE_SINGLE_MACHINE: 'true',
} as const;

export const PRODUCTION_DATABASE_URL = 'postgres://shop@db.internal:5432/shop';
