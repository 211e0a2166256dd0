import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { VerificationPurpose } from '../api/member-api';
import { codeRequested, type CodeRequest } from './phone-verification-slice';

/** A page's request for a code for `purpose` (the action the code flows start from). */
export const isRequestFor =
  (purpose: VerificationPurpose) =>
  (action: Action): action is PayloadAction<CodeRequest> =>
    codeRequested.match(action) && action.payload.purpose === purpose;
