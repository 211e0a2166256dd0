import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CODE_LENGTH } from '@/config/shop';
import type { VerificationPurpose } from '../api/member-api';

/** What the shopper asked a code for, with what the next step needs. */
export interface CodeRequest {
  purpose: VerificationPurpose;
  /** Digits only. */
  phone: string;
  /** Sign-up: the name and birth date (YYYY-MM-DD) the token will carry. */
  name?: string;
  birth?: string;
  /** Find password: the account's e-mail. */
  email?: string;
}

/**
 * idle: no code yet · awaitingCode: a code is out, the countdown runs · expired: the code ran out (or was
 * voided after too many tries), only a resend helps · verified: the sign-up code matched, the token is kept ·
 * done: a recovery text (ID or temporary password) is on its way.
 */
export type VerificationPhase = 'idle' | 'awaitingCode' | 'expired' | 'verified' | 'done';

export interface PhoneVerificationState {
  purpose: VerificationPurpose | null;
  phase: VerificationPhase;
  /** A send (first or resend) is on its way. */
  sending: boolean;
  /** A code is being checked, or after it matched the next step is running. */
  confirming: boolean;
  /** Seconds the live code has left, shown as mm:ss. */
  remaining: number;
  /** What is typed in the code box: digits, at most 6. */
  code: string;
  /** Where the live code went. */
  phone: string;
}

export const initialPhoneVerificationState: PhoneVerificationState = {
  purpose: null,
  phase: 'idle',
  sending: false,
  confirming: false,
  remaining: 0,
  code: '',
  phone: '',
};

/**
 * The phone-code steps shared by /verification, /find-id and /find-password. The actions are the sagas'
 * triggers (codeRequested, codeSubmitted, verificationCancelled) and their reports (the rest); nothing here
 * calls the server.
 */
export const phoneVerificationSlice = createSlice({
  name: 'phoneVerification',
  initialState: initialPhoneVerificationState,
  reducers: {
    /** Request or resend a code. */
    codeRequested(state, action: PayloadAction<CodeRequest>) {
      state.purpose = action.payload.purpose;
      state.sending = true;
    },
    codeSent(state, action: PayloadAction<{ phone: string; expiresIn: number }>) {
      state.sending = false;
      state.phase = 'awaitingCode';
      state.remaining = action.payload.expiresIn;
      state.phone = action.payload.phone;
      state.code = '';
      state.confirming = false;
    },
    codeSendFailed(state) {
      state.sending = false;
    },
    countdownTicked(state, action: PayloadAction<number>) {
      state.remaining = action.payload;
    },
    codeChanged(state, action: PayloadAction<string>) {
      state.code = action.payload.replace(/\D/g, '').slice(0, CODE_LENGTH);
    },
    /** The shopper pressed confirm with this code. */
    codeSubmitted(state, _action: PayloadAction<string>) {
      state.confirming = true;
    },
    codeRejected(state) {
      state.confirming = false;
      state.code = '';
    },
    /** The time ran out or the code was voided: the typed code goes, a resend is needed. */
    codeExpired(state) {
      state.phase = 'expired';
      state.remaining = 0;
      state.code = '';
      state.confirming = false;
    },
    phoneVerified(state) {
      state.phase = 'verified';
      state.confirming = false;
    },
    recoverySent(state) {
      state.phase = 'done';
      state.confirming = false;
    },
    recoveryFailed(state) {
      state.phase = 'idle';
      state.confirming = false;
      state.code = '';
      state.remaining = 0;
    },
    /** The shopper left the page or closed the popup: every running flow stops. */
    verificationCancelled() {
      return initialPhoneVerificationState;
    },
  },
});

export const {
  codeRequested,
  codeSent,
  codeSendFailed,
  countdownTicked,
  codeChanged,
  codeSubmitted,
  codeRejected,
  codeExpired,
  phoneVerified,
  recoverySent,
  recoveryFailed,
  verificationCancelled,
} = phoneVerificationSlice.actions;

export const phoneVerificationReducer = phoneVerificationSlice.reducer;

type WithPhoneVerification = { phoneVerification: PhoneVerificationState };
export const selectPhoneVerification = (state: WithPhoneVerification) => state.phoneVerification;
