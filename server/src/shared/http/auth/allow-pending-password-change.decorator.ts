import { SetMetadata } from '@nestjs/common';

export const ALLOW_PENDING_PASSWORD_CHANGE = 'shop:allow-pending-password-change';

/**
 * Opens a guarded handler to a member who logged in with a temporary password and has
 * not chosen a new one yet (the password change itself, reading one's own info).
 */
export const AllowPendingPasswordChange = () => SetMetadata(ALLOW_PENDING_PASSWORD_CHANGE, true);
