import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { STAFF_ACTIVITY } from '../../application/staff-activity.port';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { SESSION_CONFIG, type SessionConfig } from '../../../config/session.config';
import { JwtSessionStrategy } from './jwt-session.strategy';
import { MemberAuthGuard } from './member-auth.guard';
import { SessionTokenService } from './session-token.service';
import { AdminDeviceTokenService } from './staff/admin-device-token.service';
import { AdminSessionTokenService } from './staff/admin-session-token.service';
import { StaffAuthGuard } from './staff/staff-auth.guard';
import { StaffIdentityService } from './staff/staff-identity.service';

/**
 * Sessions for every context: signing the cookie (SessionTokenService), the passport
 * strategy and MemberAuthGuard; the admin session cookie and StaffAuthGuard (STAFF_AUTHENTICATOR from backoffice). The composition root passes the module that provides
 * SESSION_VERIFIER (membership), so nothing in shared/ knows a context.
 */
@Global()
@Module({})
export class SessionAuthModule {
  static forRoot(options: {
    sessionVerifierModule: Type<unknown> | DynamicModule;
    staffAuthenticatorModule: Type<unknown> | DynamicModule;
    /** The provider (exported by staffAuthenticatorModule) that keeps the staff logs: STAFF_ACTIVITY for every context. */
    staffActivity: Type<unknown>;
  }): DynamicModule {
    return {
      module: SessionAuthModule,
      imports: [
        PassportModule,
        JwtModule.registerAsync({
          inject: [SESSION_CONFIG],
          useFactory: (session: SessionConfig) => ({ secret: session.jwtSecret, signOptions: { algorithm: 'HS256' } }),
        }),
        options.sessionVerifierModule,
        options.staffAuthenticatorModule,
      ],
      providers: [SessionTokenService, JwtSessionStrategy, MemberAuthGuard, AdminSessionTokenService, AdminDeviceTokenService, StaffIdentityService, StaffAuthGuard, { provide: STAFF_ACTIVITY, useExisting: options.staffActivity }],
      exports: [SessionTokenService, MemberAuthGuard, AdminSessionTokenService, AdminDeviceTokenService, StaffIdentityService, StaffAuthGuard, STAFF_ACTIVITY],
    };
  }
}
