import { ConfigError, loadAppConfig } from './app-config';
import { PRODUCTION_DATABASE_URL, PRODUCTION_SETTINGS } from './testing/production-env';

/** Production takes card payments through NicePay only, so every production configuration names its keys. */
const NICEPAY = { NICEPAY_CLIENT_ID: 'S2_client', NICEPAY_SECRET_KEY: 'nicepay-secret' };
/** A production environment that passes every refusal; each test drops or overrides what it is about. */
const SAFE_PRODUCTION = { ...PRODUCTION_SETTINGS, DATABASE_URL: PRODUCTION_DATABASE_URL };

describe('loadAppConfig', () => {
  it('defaults to port 3000, the embedded database and ./data', () => {
    const config = loadAppConfig({}, '/srv/shop');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/shop/data');
    expect(config.clientDist).toBe('/srv/shop/client/dist');
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says otherwise', () => {
    const secrets = SAFE_PRODUCTION;
    expect(loadAppConfig({}).host).toBe('127.0.0.1');
    expect(loadAppConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadAppConfig(secrets).host).toBe('0.0.0.0');
    expect(loadAppConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('mounts the development pages only outside production and only on loopback', () => {
    const secrets = SAFE_PRODUCTION;
    expect(loadAppConfig({}).devToolsMounted).toBe(true);
    for (const HOST of ['127.0.0.1', '127.0.1.1', '::1', 'localhost']) expect(loadAppConfig({ HOST }).devToolsMounted).toBe(true);
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'shop.example']) expect(loadAppConfig({ HOST }).devToolsMounted).toBe(false);
    expect(loadAppConfig({ ...secrets, HOST: '127.0.0.1' }).devToolsMounted).toBe(false);
  });

  it('has request and connection timeouts by default', () => {
    expect(loadAppConfig({})).toMatchObject({ requestTimeoutMs: 10_000, headersTimeoutMs: 10_000, connectionTimeoutMs: 60000 });
    // Never above the request timeout (Node refuses it).
    expect(loadAppConfig({ REQUEST_TIMEOUT_MS: '2000' }).headersTimeoutMs).toBe(2000);
    expect(loadAppConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(() => loadAppConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadAppConfig({ PORT: 'eighty' })).toThrow(new ConfigError('PORT must be an integer between 0 and 65535 (got "eighty")'));
  });

  it('rejects a DATABASE_URL of another scheme', () => {
    expect(() => loadAppConfig({ DATABASE_URL: 'mysql://localhost/shop' })).toThrow(/postgres:\/\//);
  });

  it('requires a CSRF secret in production', () => {
    expect(() => loadAppConfig({ NODE_ENV: 'production' })).toThrow(/CSRF_SECRET/);
    expect(loadAppConfig({ ...SAFE_PRODUCTION, CSRF_SECRET: 'x'.repeat(32) }).csrfSecret).toBe('x'.repeat(32));
  });

  it('refuses a HOST that is a URL or carries a port, which would fail only when the server listens', () => {
    for (const HOST of ['::', '0.0.0.0', 'shop.example', '127.0.0.1']) expect(loadAppConfig({ HOST, NAVER_MODE: 'off' }).host).toBe(HOST);
    expect(() => loadAppConfig({ HOST: 'http://0.0.0.0' })).toThrow(new ConfigError('HOST must be an IP address or a host name, without scheme or port (got "http://0.0.0.0")'));
    expect(() => loadAppConfig({ HOST: '0.0.0.0:3000' })).toThrow(/HOST/);
  });

  it('names every wrong variable at once, one per line', () => {
    expect(() => loadAppConfig({ PORT: 'eighty', SMS_DAILY_CAP: '0', LOG_LEVEL: 'loud' })).toThrow(
      new ConfigError(
        [
          'LOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")',
          'PORT must be an integer between 0 and 65535 (got "eighty")',
          'SMS_DAILY_CAP must be an integer between 1 and 10000000 (got "0")',
        ].join('\n'),
      ),
    );
    expect(() => loadAppConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        [
          'CSRF_SECRET must be set to at least 32 characters in production',
          'PUBLIC_URL must be set to the shop\'s https:// origin in production (got nothing)',
          'JWT_SECRET must be set to at least 32 characters in production',
          'Card payment in production (PAYMENT_GATEWAY=nicepay) needs NICEPAY_CLIENT_ID and NICEPAY_SECRET_KEY',
          'NICEPAY_API_BASE_URL must be set in production (https://api.nicepay.co.kr for live payments, https://sandbox-api.nicepay.co.kr for the test store)',
          'NICEPAY_MODE must be set to live or test in production (test shows a "테스트 결제" banner and marks the orders as test)',
          'TWO_FACTOR_KEY must be set to at least 32 characters in production (it encrypts the staff\'s two-factor secrets)',
          'DATABASE_URL must be set in production: the embedded database is for development only',
          'SEED_DEMO must be set to false in production: demo goods and the public demo coupons are never created there',
          'SMS_PROVIDER=outbox is refused in production: texts would never leave the server. Use SMS_PROVIDER=solapi',
          'FILE_STORAGE=local is refused in production unless FILE_STORAGE_SINGLE_MACHINE=true: a file uploaded on one machine is missing on the others. Use FILE_STORAGE=s3',
        ].join('\n'),
      ),
    );
  });

  it('ignores variables it does not know', () => {
    expect(loadAppConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toHaveProperty('PATH');
  });

  it('accepts only https origins for the CSP', () => {
    expect(loadAppConfig({ CSP_EXTRA_ORIGINS: 'https://t1.daumcdn.net, https://cdn.channel.io' }).cspExtraOrigins).toEqual([
      'https://t1.daumcdn.net',
      'https://cdn.channel.io',
    ]);
    expect(() => loadAppConfig({ CSP_EXTRA_ORIGINS: 'javascript:alert(1)' })).toThrow(ConfigError);
  });
});

describe('loadAppConfig: membership and verification', () => {
  it('requires a JWT secret of 32+ characters in production and makes a random one elsewhere', () => {
    expect(() => loadAppConfig({ ...SAFE_PRODUCTION, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
    expect(loadAppConfig(SAFE_PRODUCTION).jwtSecret).toBe('j'.repeat(32));
    const first = loadAppConfig({}).jwtSecret;
    expect(first).toHaveLength(64);
    expect(loadAppConfig({}).jwtSecret).not.toBe(first);
    expect(() => loadAppConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('keeps sessions for 7 days unless told otherwise', () => {
    expect(loadAppConfig({}).sessionTtlSeconds).toBe(7 * 24 * 3600);
    expect(loadAppConfig({ SESSION_TTL_HOURS: '2' }).sessionTtlSeconds).toBe(7200);
    expect(() => loadAppConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
  });

  it('sends SMS through the outbox by default, and through Solapi only with its credentials', () => {
    const outbox = loadAppConfig({}).sms;
    expect(outbox).toMatchObject({ provider: 'outbox', dailyCap: 1000, solapi: { baseUrl: 'https://api.solapi.com' } });
    expect(() => loadAppConfig({ SMS_PROVIDER: 'solapi' })).toThrow(/SOLAPI_API_KEY/);
    const solapi = loadAppConfig({
      SMS_PROVIDER: 'solapi',
      SOLAPI_API_KEY: 'key',
      SOLAPI_API_SECRET: 'secret',
      SMS_FROM: '02-1234-5678',
      SOLAPI_BASE_URL: 'http://127.0.0.1:9999/',
    }).sms;
    expect(solapi).toMatchObject({ provider: 'solapi', from: '0212345678', solapi: { baseUrl: 'http://127.0.0.1:9999', apiKey: 'key' } });
    expect(() => loadAppConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadAppConfig({ SMS_FROM: 'call me' })).toThrow(/SMS_FROM/);
    expect(() => loadAppConfig({ SMS_DAILY_CAP: '0' })).toThrow(/SMS_DAILY_CAP/);
  });

  it('turns Naver login on with a client id and secret, with every provider URL configurable', () => {
    expect(loadAppConfig({ NODE_ENV: 'test' }).naver).toMatchObject({ mode: 'off', clientId: undefined });
    expect(() => loadAppConfig({ NAVER_CLIENT_ID: 'id' })).toThrow(/NAVER_CLIENT_SECRET/);
    const naver = loadAppConfig({
      NAVER_CLIENT_ID: 'id',
      NAVER_CLIENT_SECRET: 'secret',
      NAVER_TOKEN_URL: 'http://127.0.0.1:4000/oauth2.0/token',
    }).naver;
    expect(naver).toMatchObject({
      mode: 'naver',
      clientId: 'id',
      clientSecret: 'secret',
      callbackUrl: 'http://localhost:3000/oauth/login/naver',
      authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
      tokenUrl: 'http://127.0.0.1:4000/oauth2.0/token',
      profileUrl: 'https://openapi.naver.com/v1/nid/me',
    });
    expect(() => loadAppConfig({ NAVER_PROFILE_URL: 'ftp://example.com' })).toThrow(/NAVER_PROFILE_URL/);
  });

  describe('NAVER_MODE', () => {
    const production = SAFE_PRODUCTION;

    it('defaults to the sandbox in development and to off in test and production, without a client id', () => {
      expect(loadAppConfig({}).naver.mode).toBe('sandbox');
      expect(loadAppConfig({ NODE_ENV: 'development' }).naver.mode).toBe('sandbox');
      expect(loadAppConfig({ NODE_ENV: 'test' }).naver).toMatchObject({ mode: 'off', clientId: undefined });
      expect(loadAppConfig(production).naver).toMatchObject({ mode: 'off', clientId: undefined });
    });

    it('defaults to the real Naver whenever a client id is set', () => {
      for (const NODE_ENV of ['development', 'test', 'production']) {
        expect(loadAppConfig({ ...production, NODE_ENV, NAVER_CLIENT_ID: 'id', NAVER_CLIENT_SECRET: 'secret' }).naver).toMatchObject({ mode: 'naver', clientId: 'id' });
      }
    });

    it('points the sandbox at the app itself: the browser on localhost:PORT, the server on 127.0.0.1:PORT', () => {
      const naver = loadAppConfig({ NODE_ENV: 'development', PORT: '3500' }).naver;
      expect(naver).toMatchObject({
        mode: 'sandbox',
        clientId: 'sandbox',
        callbackUrl: 'http://localhost:3500/oauth/login/naver',
        authorizeUrl: 'http://localhost:3500/dev/naver-sandbox/oauth2.0/authorize',
        tokenUrl: 'http://127.0.0.1:3500/dev/naver-sandbox/oauth2.0/token',
        profileUrl: 'http://127.0.0.1:3500/dev/naver-sandbox/v1/nid/me',
      });
      expect(naver.clientSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(loadAppConfig({ NODE_ENV: 'development' }).naver.clientSecret).not.toBe(naver.clientSecret);
    });

    it('keeps a configured callback, and calls the sandbox on the loopback address HOST names', () => {
      const naver = loadAppConfig({ NAVER_CALLBACK_URL: 'http://localhost:5173/oauth/login/naver', HOST: '127.0.0.2', PORT: '4000' }).naver;
      expect(naver).toMatchObject({
        callbackUrl: 'http://localhost:5173/oauth/login/naver',
        authorizeUrl: 'http://localhost:4000/dev/naver-sandbox/oauth2.0/authorize',
        tokenUrl: 'http://127.0.0.2:4000/dev/naver-sandbox/oauth2.0/token',
      });
      expect(loadAppConfig({ HOST: '::1' }).naver).toMatchObject({
        authorizeUrl: 'http://localhost:3000/dev/naver-sandbox/oauth2.0/authorize',
        profileUrl: 'http://[::1]:3000/dev/naver-sandbox/v1/nid/me',
      });
    });

    it('falls back to Naver off on a non-loopback host in development, and refuses the sandbox there', () => {
      for (const HOST of ['0.0.0.0', '192.168.0.7', '::']) {
        expect(loadAppConfig({ NODE_ENV: 'development', HOST }).naver.mode).toBe('off');
        expect(() => loadAppConfig({ NODE_ENV: 'development', HOST, NAVER_MODE: 'sandbox' })).toThrow(/loopback/);
      }
    });

    it('uses the sandbox when asked even with real credentials set, and in tests', () => {
      const naver = loadAppConfig({ NAVER_MODE: 'sandbox', NAVER_CLIENT_ID: 'real-id', NAVER_CLIENT_SECRET: 'real-secret', NAVER_TOKEN_URL: 'https://nid.naver.com/oauth2.0/token' }).naver;
      expect(naver).toMatchObject({ mode: 'sandbox', clientId: 'sandbox', tokenUrl: 'http://127.0.0.1:3000/dev/naver-sandbox/oauth2.0/token' });
      expect(naver.clientSecret).not.toBe('real-secret');
      expect(loadAppConfig({ NODE_ENV: 'test', NAVER_MODE: 'sandbox' }).naver.mode).toBe('sandbox');
    });

    it('refuses the sandbox in production, and without a fixed port', () => {
      expect(() => loadAppConfig({ ...production, NAVER_MODE: 'sandbox' })).toThrow(new ConfigError(
        'NAVER_MODE=sandbox is refused in production: the sandbox lets anyone log in as any e-mail. Use NAVER_MODE=naver or off',
      ));
      expect(() => loadAppConfig({ PORT: '0' })).toThrow(/NAVER_MODE=sandbox needs a fixed PORT/);
      expect(loadAppConfig({ PORT: '0', NAVER_MODE: 'off' }).naver.mode).toBe('off');
    });

    it('turns Naver off when told, even with a client id', () => {
      expect(loadAppConfig({ NAVER_MODE: 'off', NAVER_CLIENT_ID: 'id', NAVER_CLIENT_SECRET: 'secret' }).naver).toMatchObject({ mode: 'off', clientId: undefined, clientSecret: '' });
    });

    it('needs the credentials for the real Naver, and knows no other mode', () => {
      expect(() => loadAppConfig({ NAVER_MODE: 'naver' })).toThrow(new ConfigError('NAVER_MODE=naver needs NAVER_CLIENT_ID and NAVER_CLIENT_SECRET'));
      expect(() => loadAppConfig({ NAVER_MODE: 'naver', NAVER_CLIENT_ID: 'id' })).toThrow(/NAVER_CLIENT_SECRET/);
      expect(() => loadAppConfig({ NAVER_MODE: 'kakao' })).toThrow(new ConfigError('NAVER_MODE must be one of off, sandbox, naver (got "kakao")'));
    });
  });

  it('trusts no proxy unless told which', () => {
    expect(loadAppConfig({}).trustProxy).toBe(false);
    expect(loadAppConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadAppConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('runs the housekeeping hourly, except in tests, which run it themselves', () => {
    expect(loadAppConfig({}).housekeepingIntervalMinutes).toBe(60);
    expect(loadAppConfig({ NODE_ENV: 'test' }).housekeepingIntervalMinutes).toBe(0);
    expect(loadAppConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '5' }).housekeepingIntervalMinutes).toBe(5);
    expect(() => loadAppConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '-1' })).toThrow(/HOUSEKEEPING_INTERVAL_MINUTES/);
  });

  it('earns 1 % of the paid goods total in points unless told otherwise, 0-100', () => {
    expect(loadAppConfig({}).pointsEarnRatePercent).toBe(1);
    expect(loadAppConfig({ POINTS_EARN_RATE_PERCENT: '3' }).pointsEarnRatePercent).toBe(3);
    expect(() => loadAppConfig({ POINTS_EARN_RATE_PERCENT: '101' })).toThrow(/POINTS_EARN_RATE_PERCENT/);
    expect(() => loadAppConfig({ POINTS_EARN_RATE_PERCENT: '1.5' })).toThrow(/POINTS_EARN_RATE_PERCENT/);
  });
});

describe('loadAppConfig: database timeouts', () => {
  it('defaults to 5 s to get a connection, 10 s per statement, 30 s idle in a transaction', () => {
    expect(loadAppConfig({}).database).toEqual({ connectionTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 });
  });

  it('reads each from its variable and refuses what is not a number of milliseconds', () => {
    const config = loadAppConfig({ DB_CONNECTION_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '250', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000' });
    expect(config.database).toEqual({ connectionTimeoutMs: 2000, statementTimeoutMs: 250, idleInTransactionTimeoutMs: 9000 });
    expect(() => loadAppConfig({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadAppConfig({ DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1s' })).toThrow(/DB_IDLE_IN_TRANSACTION_TIMEOUT_MS/);
  });
});

describe('loadAppConfig: payment', () => {
  const production = { ...SAFE_PRODUCTION, NICEPAY_CLIENT_ID: undefined, NICEPAY_SECRET_KEY: undefined };

  it('takes payments through the sandbox outside production by default', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadAppConfig({ NODE_ENV }).payment).toEqual({
        gateway: 'sandbox',
        mode: 'test',
        nicepay: { clientId: '', secretKey: '', apiBaseUrl: 'https://sandbox-api.nicepay.co.kr', sdkUrl: 'https://pay.nicepay.co.kr/v1/js/' },
        approvalTimeoutMs: 15_000,
        refundRetry: { retryLimit: 5, retryDelaySeconds: 30 },
        reconcileIntervalMinutes: NODE_ENV === 'test' ? 0 : 5,
      });
    }
  });

  it('uses NicePay in production, with its keys, and refuses the sandbox there', () => {
    expect(loadAppConfig({ ...production, ...NICEPAY }).payment).toMatchObject({ gateway: 'nicepay', nicepay: { clientId: 'S2_client', secretKey: 'nicepay-secret' } });
    expect(() => loadAppConfig(production)).toThrow(new ConfigError('Card payment in production (PAYMENT_GATEWAY=nicepay) needs NICEPAY_CLIENT_ID and NICEPAY_SECRET_KEY'));
    expect(() => loadAppConfig({ ...production, ...NICEPAY, PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      new ConfigError('PAYMENT_GATEWAY=sandbox is refused in production: the sandbox approves every order without taking money. Use PAYMENT_GATEWAY=nicepay'),
    );
  });

  it('uses NicePay anywhere when asked, and then needs both keys', () => {
    expect(() => loadAppConfig({ PAYMENT_GATEWAY: 'nicepay', NICEPAY_CLIENT_ID: 'S2_client' })).toThrow(new ConfigError('PAYMENT_GATEWAY=nicepay needs NICEPAY_CLIENT_ID and NICEPAY_SECRET_KEY'));
    const config = loadAppConfig({
      PAYMENT_GATEWAY: 'nicepay',
      ...NICEPAY,
      NICEPAY_API_BASE_URL: 'https://api.nicepay.co.kr/',
      NICEPAY_SDK_URL: 'https://pay.nicepay.co.kr/v1/js/',
      PAYMENT_APPROVAL_TIMEOUT_MS: '20000',
      PAYMENT_REFUND_RETRY_LIMIT: '2',
      PAYMENT_REFUND_RETRY_DELAY_SECONDS: '0',
      PAYMENT_RECONCILE_INTERVAL_MINUTES: '15',
    }).payment;
    expect(config).toEqual({
      gateway: 'nicepay',
      mode: 'test',
      nicepay: { clientId: 'S2_client', secretKey: 'nicepay-secret', apiBaseUrl: 'https://api.nicepay.co.kr', sdkUrl: 'https://pay.nicepay.co.kr/v1/js/' },
      approvalTimeoutMs: 20_000,
      refundRetry: { retryLimit: 2, retryDelaySeconds: 0 },
      reconcileIntervalMinutes: 15,
    });
  });

  it('reconciles stuck approvals every 5 minutes, except in tests, which run it themselves; 0 turns it off', () => {
    expect(loadAppConfig({}).payment.reconcileIntervalMinutes).toBe(5);
    expect(loadAppConfig({ ...SAFE_PRODUCTION }).payment.reconcileIntervalMinutes).toBe(5);
    expect(loadAppConfig({ NODE_ENV: 'test' }).payment.reconcileIntervalMinutes).toBe(0);
    expect(loadAppConfig({ NODE_ENV: 'test', PAYMENT_RECONCILE_INTERVAL_MINUTES: '1' }).payment.reconcileIntervalMinutes).toBe(1);
    expect(loadAppConfig({ PAYMENT_RECONCILE_INTERVAL_MINUTES: '0' }).payment.reconcileIntervalMinutes).toBe(0);
    expect(loadAppConfig({ PAYMENT_RECONCILE_INTERVAL_MINUTES: '60' }).payment.reconcileIntervalMinutes).toBe(60);
  });

  it('refuses a reconciliation interval that is not a whole number of minutes up to an hour', () => {
    for (const given of ['61', '-1', '2.5', 'often']) {
      expect(() => loadAppConfig({ PAYMENT_RECONCILE_INTERVAL_MINUTES: given })).toThrow(
        new ConfigError(`PAYMENT_RECONCILE_INTERVAL_MINUTES must be an integer between 0 and 60 (got "${given}")`),
      );
    }
  });

  it('names a wrong gateway, URL or time-out', () => {
    expect(() => loadAppConfig({ PAYMENT_GATEWAY: 'toss' })).toThrow(new ConfigError('PAYMENT_GATEWAY must be one of sandbox, nicepay (got "toss")'));
    expect(() => loadAppConfig({ NICEPAY_API_BASE_URL: 'ftp://nicepay' })).toThrow(/NICEPAY_API_BASE_URL/);
    expect(() => loadAppConfig({ NICEPAY_SDK_URL: 'not a url' })).toThrow(/NICEPAY_SDK_URL/);
    expect(() => loadAppConfig({ PAYMENT_APPROVAL_TIMEOUT_MS: '10' })).toThrow(/PAYMENT_APPROVAL_TIMEOUT_MS/);
  });
});

describe('loadAppConfig: parcel tracking', () => {
  it("links to the carrier's own page by default, with Sweet Tracker's address and a 5 s time-out ready", () => {
    expect(loadAppConfig({}).parcelTracking).toEqual({
      mode: 'carrier-link',
      sweetTracker: { baseUrl: 'https://info.sweettracker.co.kr', apiKey: '' },
      timeoutMs: 5_000,
    });
  });

  it('uses Sweet Tracker when asked, and then needs its key', () => {
    expect(() => loadAppConfig({ PARCEL_TRACKING: 'sweettracker' })).toThrow(new ConfigError('PARCEL_TRACKING=sweettracker needs SWEET_TRACKER_API_KEY'));
    expect(
      loadAppConfig({ PARCEL_TRACKING: 'sweettracker', SWEET_TRACKER_API_KEY: 'st-key', SWEET_TRACKER_BASE_URL: 'http://127.0.0.1:9999/', PARCEL_TRACKING_TIMEOUT_MS: '800' })
        .parcelTracking,
    ).toEqual({ mode: 'sweettracker', sweetTracker: { baseUrl: 'http://127.0.0.1:9999', apiKey: 'st-key' }, timeoutMs: 800 });
  });

  it('names a wrong mode, URL or time-out', () => {
    expect(() => loadAppConfig({ PARCEL_TRACKING: 'aftership' })).toThrow(new ConfigError('PARCEL_TRACKING must be one of carrier-link, sweettracker (got "aftership")'));
    expect(() => loadAppConfig({ SWEET_TRACKER_BASE_URL: 'ftp://tracker' })).toThrow(/SWEET_TRACKER_BASE_URL/);
    expect(() => loadAppConfig({ PARCEL_TRACKING_TIMEOUT_MS: '10' })).toThrow(/PARCEL_TRACKING_TIMEOUT_MS/);
  });
});

describe('loadAppConfig: production refuses unsafe defaults, naming the variable', () => {
  it('starts with every setting given', () => {
    const config = loadAppConfig(SAFE_PRODUCTION);
    expect(config).toMatchObject({ databaseUrl: PRODUCTION_DATABASE_URL, publicUrl: 'https://shop.example', seedDemo: false, fileStorage: 'local', singleMachineLocalStorage: true });
    expect(config.payment).toMatchObject({ gateway: 'nicepay', mode: 'test', nicepay: { apiBaseUrl: 'https://sandbox-api.nicepay.co.kr' } });
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }, /^DATABASE_URL must be set in production/],
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined }, /^PUBLIC_URL must be set to the shop's https:\/\/ origin in production \(got nothing\)$/],
    ['PUBLIC_URL over http', { PUBLIC_URL: 'http://shop.example' }, /^PUBLIC_URL must be set .* \(got "http:\/\/shop.example"\)$/],
    ['SEED_DEMO unset', { SEED_DEMO: undefined }, /^SEED_DEMO must be set to false in production/],
    ['SEED_DEMO=true', { SEED_DEMO: 'true' }, /^SEED_DEMO must be set to false in production/],
    ['NICEPAY_API_BASE_URL', { NICEPAY_API_BASE_URL: undefined }, /^NICEPAY_API_BASE_URL must be set in production/],
    ['NICEPAY_MODE', { NICEPAY_MODE: undefined }, /^NICEPAY_MODE must be set to live or test in production/],
    ['SMS_PROVIDER=outbox', { SMS_PROVIDER: 'outbox' }, /^SMS_PROVIDER=outbox is refused in production/],
    ['SMS_PROVIDER unset (outbox)', { SMS_PROVIDER: undefined }, /^SMS_PROVIDER=outbox is refused in production/],
    ['FILE_STORAGE=local alone', { FILE_STORAGE_SINGLE_MACHINE: undefined }, /^FILE_STORAGE=local is refused in production unless FILE_STORAGE_SINGLE_MACHINE=true/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => loadAppConfig({ ...SAFE_PRODUCTION, ...change })).toThrow(message);
  });

  it('takes live payments, S3 storage, and nothing of this outside production', () => {
    expect(loadAppConfig({ ...SAFE_PRODUCTION, NICEPAY_MODE: 'live', NICEPAY_API_BASE_URL: 'https://api.nicepay.co.kr' }).payment).toMatchObject({ mode: 'live', nicepay: { apiBaseUrl: 'https://api.nicepay.co.kr' } });
    const s3 = { FILE_STORAGE: 's3', FILE_STORAGE_SINGLE_MACHINE: undefined, S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.shop.example' };
    expect(loadAppConfig({ ...SAFE_PRODUCTION, ...s3 })).toMatchObject({ fileStorage: 's3', singleMachineLocalStorage: false });
    expect(() => loadAppConfig({ ...SAFE_PRODUCTION, NICEPAY_MODE: 'staging' })).toThrow(new ConfigError('NICEPAY_MODE must be one of live, test (got "staging")'));
    expect(loadAppConfig({})).toMatchObject({ seedDemo: true, publicUrl: 'http://localhost:3000', payment: { mode: 'test' } });
    expect(loadAppConfig({ PORT: '4100', NAVER_MODE: 'off' }).publicUrl).toBe('http://localhost:4100');
  });

  it('migrates on start outside production only, unless MIGRATIONS_RUN says otherwise', () => {
    expect(loadAppConfig({}).migrationsRun).toBe(true);
    expect(loadAppConfig(SAFE_PRODUCTION).migrationsRun).toBe(false);
    expect(loadAppConfig({ ...SAFE_PRODUCTION, MIGRATIONS_RUN: 'true' }).migrationsRun).toBe(true);
    expect(loadAppConfig({ MIGRATIONS_RUN: 'false' }).migrationsRun).toBe(false);
    expect(() => loadAppConfig({ MIGRATIONS_RUN: 'maybe' })).toThrow(new ConfigError('MIGRATIONS_RUN must be true or false (got "maybe")'));
  });

  it('takes the test suites\' low password-hashing cost only with NODE_ENV=test', () => {
    expect(loadAppConfig({}).passwordHashing).toEqual({ cost: 'standard' });
    expect(loadAppConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashing).toEqual({ cost: 'test' });
    expect(() => loadAppConfig({ PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST=test: a test-suite setting, refused with NODE_ENV=development/);
    expect(() => loadAppConfig({ ...SAFE_PRODUCTION, PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST=test: a test-suite setting, refused with NODE_ENV=production/);
    expect(() => loadAppConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST must be one of standard, test/);
  });
});
