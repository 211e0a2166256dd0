import type { components } from '@/types/api.generated';

type Schemas = components['schemas'];

/** GET /api/admin/me/two-factor: the logged-in account's own state, and whether the owner requires it. */
export type TwoFactorStatus = Schemas['TwoFactorStatusResponse'];

/** A new authenticator secret (base32) and its otpauth:// URI, shown as a QR code until the first code confirms it. */
export type TwoFactorSetup = Schemas['TwoFactorSetupResponse'];

/** The e-mail and password a set-up at sign-in is asked for with (POST /api/admin/login/two-factor-setup). */
export type SignInCredentials = Schemas['TwoFactorSignInSetupRequest'];

/** The owner's "every admin signs in with two-factor" (PUT /api/admin/two-factor-policy). */
export type TwoFactorPolicy = Schemas['TwoFactorPolicyRequest'];

/** Two-factor turned on: the server's words (2단계 인증을 켰습니다.) and the ten single-use recovery codes, shown once. */
export type RecoveryCodes = Schemas['RecoveryCodesResponse'] & { message: string };
