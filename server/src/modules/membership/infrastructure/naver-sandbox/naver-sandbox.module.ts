import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { NAVER_CONFIG, type NaverLoginConfig } from '../../../../config/naver.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
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
  constructor(
    @Inject(NAVER_CONFIG) private readonly naver: NaverLoginConfig,
    @Inject(RUNTIME_CONFIG) private readonly runtime: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    if (this.naver.mode !== 'sandbox' || !this.runtime.devToolsMounted) {
      throw new Error('the Naver sandbox must not be mounted unless NAVER_MODE=sandbox outside production on loopback');
    }
    new Logger('NaverSandbox').warn({
      msg: 'Naver login goes to the local sandbox (development): whoever reaches this server can log in as any e-mail. Set NAVER_MODE=off or NAVER_CLIENT_ID to change it.',
      authorizeUrl: this.naver.authorizeUrl,
    });
  }
}
