/** The back office's own settings, chosen by the owner (adapter: TypeORM on backoffice_setting). */
export interface BackofficeSettingsPort {
  /** Whether every console account must sign in with two-factor (accounts without it set it up at sign-in). */
  twoFactorRequired(): Promise<boolean>;
  setTwoFactorRequired(required: boolean, now: Date): Promise<void>;
}
