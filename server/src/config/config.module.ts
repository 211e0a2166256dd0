import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './app-config';
import { BACKOFFICE_CONFIG, backofficeSlice } from './backoffice.config';
import { CATALOG_SEED_CONFIG, catalogSeedSlice } from './catalog-seed.config';
import { DATABASE_CONFIG, databaseSlice } from './database.config';
import { HOUSEKEEPING_CONFIG, housekeepingSlice } from './housekeeping.config';
import { HTTP_CONFIG, httpSlice } from './http.config';
import { NAVER_CONFIG } from './naver.config';
import { PARCEL_TRACKING_CONFIG } from './parcel-tracking.config';
import { PROMOTIONS_CONFIG, promotionsSlice } from './promotions.config';
import { PAYMENT_CONFIG } from './payment.config';
import { PUBLIC_URL_CONFIG, publicUrlSlice } from './public-url.config';
import { CDN_CONFIG } from './cdn.config';
import { METRICS_CONFIG } from './metrics.config';
import { PASSWORD_HASHING_CONFIG } from './password-hashing.config';
import { RUNTIME_CONFIG, runtimeSlice } from './runtime.config';
import { SESSION_CONFIG, sessionSlice } from './session.config';
import { SMS_CONFIG } from './sms.config';
import { STORAGE_CONFIG, storageSlice } from './storage.config';

/**
 * The configuration as DI: one token per slice, each holding only its own fields, so a context can read no more
 * than it needs. APP_CONFIG (the whole) is for the composition root.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    const providers: Provider[] = [
      { provide: APP_CONFIG, useValue: config },
      { provide: RUNTIME_CONFIG, useValue: runtimeSlice(config) },
      { provide: HTTP_CONFIG, useValue: httpSlice(config) },
      { provide: PUBLIC_URL_CONFIG, useValue: publicUrlSlice(config) },
      { provide: DATABASE_CONFIG, useValue: databaseSlice(config) },
      { provide: SESSION_CONFIG, useValue: sessionSlice(config) },
      { provide: CATALOG_SEED_CONFIG, useValue: catalogSeedSlice(config) },
      { provide: HOUSEKEEPING_CONFIG, useValue: housekeepingSlice(config) },
      { provide: PROMOTIONS_CONFIG, useValue: promotionsSlice(config) },
      { provide: STORAGE_CONFIG, useValue: storageSlice(config) },
      { provide: BACKOFFICE_CONFIG, useValue: backofficeSlice(config) },
      { provide: SMS_CONFIG, useValue: config.sms },
      { provide: NAVER_CONFIG, useValue: config.naver },
      { provide: PAYMENT_CONFIG, useValue: config.payment },
      { provide: PARCEL_TRACKING_CONFIG, useValue: config.parcelTracking },
      { provide: METRICS_CONFIG, useValue: config.metrics },
      { provide: PASSWORD_HASHING_CONFIG, useValue: config.passwordHashing },
      { provide: CDN_CONFIG, useValue: config.cdn },
    ];
    return { module: AppConfigModule, providers, exports: providers.map((provider) => (provider as { provide: symbol }).provide) };
  }
}
