import { PickType } from '@nestjs/swagger';
import { AdminLoginRequest } from './admin-login.request';

/** The account's e-mail and password: setting up an authenticator at sign-in, where the owner requires one. */
export class TwoFactorSignInSetupRequest extends PickType(AdminLoginRequest, ['email', 'password'] as const) {}
