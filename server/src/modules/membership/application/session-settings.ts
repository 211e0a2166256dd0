/** How long logins and the re-entered password last; from the configuration. */
export interface SessionSettings {
  ttlSeconds: number;
  /** After check-pass.php, the change-pass.php call must come within this many seconds. */
  passwordCheckValidSeconds: number;
}
