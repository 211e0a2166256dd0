import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadAppConfig } from './app-config';
import { CATALOG_SEED_CONFIG } from './catalog-seed.config';
import { AppConfigModule } from './config.module';
import { DATABASE_CONFIG } from './database.config';
import { HOUSEKEEPING_CONFIG } from './housekeeping.config';
import { HTTP_CONFIG } from './http.config';
import { NAVER_CONFIG } from './naver.config';
import { PARCEL_TRACKING_CONFIG } from './parcel-tracking.config';
import { PROMOTIONS_CONFIG } from './promotions.config';
import { PAYMENT_CONFIG } from './payment.config';
import { RUNTIME_CONFIG } from './runtime.config';
import { SESSION_CONFIG } from './session.config';
import { SMS_CONFIG } from './sms.config';

describe('AppConfigModule', () => {
  const config = loadAppConfig({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32), CSRF_SECRET: 'c'.repeat(32), SEED_DEMO: 'false', DATABASE_URL: 'postgres://shop@db/shop' }, '/srv/shop');

  async function slice<T>(token: symbol): Promise<T> {
    const module = await Test.createTestingModule({ imports: [AppConfigModule.forRoot(config)] }).compile();
    return module.get<T>(token);
  }

  it('gives the composition root the whole configuration', async () => {
    expect(await slice(APP_CONFIG)).toBe(config);
  });

  it('gives each context its slice and nothing else: no secret of another slice leaks into it', async () => {
    expect(await slice(SESSION_CONFIG)).toEqual({ jwtSecret: 'j'.repeat(32), jwtSecretPrevious: null, sessionTtlSeconds: 7 * 24 * 3600 });
    expect(await slice(CATALOG_SEED_CONFIG)).toEqual({ seedDemo: false });
    expect(await slice(HOUSEKEEPING_CONFIG)).toEqual({ housekeepingIntervalMinutes: 0 });
    expect(await slice(PROMOTIONS_CONFIG)).toEqual({ pointsEarnRatePercent: 1, reviewPoints: { text: 500, photo: 1000 } });
    expect(await slice(RUNTIME_CONFIG)).toEqual({ nodeEnv: 'test', devToolsMounted: true, workerInProcess: true });
    expect(await slice(DATABASE_CONFIG)).toEqual({
      databaseUrl: 'postgres://shop@db/shop',
      dataDir: '/srv/shop/data',
      embeddedPgPort: 54329,
      migrationsRun: true,
      database: { connectionTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 },
    });
    const http = await slice<Record<string, unknown>>(HTTP_CONFIG);
    expect(http).toMatchObject({ host: '127.0.0.1', port: 3000, csrfSecret: 'c'.repeat(32), clientDist: '/srv/shop/client/dist' });
    expect(Object.keys(http)).not.toContain('jwtSecret');
    expect(await slice(SMS_CONFIG)).toEqual(config.sms);
    expect(await slice(NAVER_CONFIG)).toEqual(config.naver);
    expect(await slice(PAYMENT_CONFIG)).toEqual(config.payment);
    expect(await slice(PARCEL_TRACKING_CONFIG)).toEqual(config.parcelTracking);
  });
});
