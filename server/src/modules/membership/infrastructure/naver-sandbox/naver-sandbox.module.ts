import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { NaverSandboxApiController } from './naver-sandbox-api.controller';
import { NaverSandboxAuthorizeController } from './naver-sandbox-authorize.controller';
import { NaverSandboxStore } from './naver-sandbox.store';

/**
 * A local stand-in for Naver Login, so "네이버로 로그인" works end to end on a bare machine
 * through the real adapter. app.module.ts imports it only with NAVER_MODE=sandbox, which the
 * configuration refuses in production (anyone who reaches it can log in as any e-mail).
 */
@Module({
  controllers: [NaverSandboxAuthorizeController, NaverSandboxApiController],
  providers: [NaverSandboxStore],
})
export class NaverSandboxModule implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (this.config.naver.mode !== 'sandbox' || !this.config.devToolsMounted) {
      throw new Error('the Naver sandbox must not be mounted unless NAVER_MODE=sandbox outside production on loopback');
    }
    new Logger('NaverSandbox').warn({
      msg: 'Naver login goes to the local sandbox (development): whoever reaches this server can log in as any e-mail. Set NAVER_MODE=off or NAVER_CLIENT_ID to change it.',
      authorizeUrl: this.config.naver.authorizeUrl,
    });
  }
}
