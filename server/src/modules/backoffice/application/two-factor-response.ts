import { ApiProperty } from '@nestjs/swagger';

/** A new authenticator's secret: scan `otpauthUri` as a QR code, or type `secret` into the app. */
export class TwoFactorSetupResponse {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'base32' })
  secret!: string;
  @ApiProperty({ example: 'otpauth://totp/the%20shop%20console:owner%40example.com?issuer=the%20shop%20console&secret=JBSW...&algorithm=SHA1&digits=6&period=30' })
  otpauthUri!: string;
}

/** Ten single-use recovery codes, shown once: each signs in once in place of the app's code. */
export class RecoveryCodesResponse {
  @ApiProperty({ type: [String], example: ['abcde-fghij'] })
  recoveryCodes!: string[];
}

export class TwoFactorStatusResponse {
  @ApiProperty({ description: 'An authenticator is confirmed: sign-in asks for its code' })
  enabled!: boolean;
  @ApiProperty({ description: 'The owner requires two-factor for every console account' })
  required!: boolean;
  @ApiProperty({ example: 10 })
  recoveryCodesLeft!: number;
}

export class TwoFactorPolicyResponse {
  @ApiProperty()
  required!: boolean;
}
