import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { SESSION_CONFIG, type SessionConfig } from '../../../config/session.config';
import { JwtSessionStrategy } from './jwt-session.strategy';
import { MemberAuthGuard } from './member-auth.guard';
import { SessionTokenService } from './session-token.service';

/**
 * Sessions for every context: signing the cookie (SessionTokenService), the passport
 * strategy and MemberAuthGuard. The composition root passes the module that provides
 * SESSION_VERIFIER (membership), so nothing in shared/ knows a context.
 */
@Global()
@Module({})
export class SessionAuthModule {
  static forRoot(options: { sessionVerifierModule: Type<unknown> | DynamicModule }): DynamicModule {
    return {
      module: SessionAuthModule,
      imports: [
        PassportModule,
        JwtModule.registerAsync({
          inject: [SESSION_CONFIG],
          useFactory: (session: SessionConfig) => ({ secret: session.jwtSecret, signOptions: { algorithm: 'HS256' } }),
        }),
        options.sessionVerifierModule,
      ],
      providers: [SessionTokenService, JwtSessionStrategy, MemberAuthGuard],
      exports: [SessionTokenService, MemberAuthGuard],
    };
  }
}
