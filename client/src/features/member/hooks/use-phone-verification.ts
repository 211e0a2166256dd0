import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CODE_LENGTH } from '@/config/shop';
import { notifyError } from '@/lib/notify';
import type { VerificationPurpose } from '../api/member-api';
import { MEMBER_MESSAGES } from '../messages';
import {
  codeChanged,
  codeRequested,
  codeSubmitted,
  selectPhoneVerification,
  verificationCancelled,
  type CodeRequest,
} from '../store/phone-verification-slice';

/**
 * A page's handle on the phone-code flow for one purpose: its state (only when the flow is this page's) and
 * the triggers the sagas listen for. Leaving the page cancels the flow and its countdown.
 */
export function usePhoneVerification(purpose: VerificationPurpose) {
  const dispatch = useDispatch();
  const all = useSelector(selectPhoneVerification);
  const mine = all.purpose === purpose;

  useEffect(() => {
    return () => {
      dispatch(verificationCancelled());
    };
  }, [dispatch]);

  const request = useCallback(
    (details: Omit<CodeRequest, 'purpose'>) => dispatch(codeRequested({ ...details, purpose })),
    [dispatch, purpose],
  );
  const changeCode = useCallback((value: string) => dispatch(codeChanged(value)), [dispatch]);
  const cancel = useCallback(() => dispatch(verificationCancelled()), [dispatch]);
  const submit = useCallback(() => {
    if (all.code.length !== CODE_LENGTH) {
      notifyError(MEMBER_MESSAGES.codeRequired);
      return;
    }
    dispatch(codeSubmitted(all.code));
  }, [all.code, dispatch]);

  const phase = mine ? all.phase : 'idle';
  return {
    phase,
    /** A code is out (running or ran out): the code entry shows. */
    codeOut: phase === 'awaitingCode' || phase === 'expired',
    sending: mine && all.sending,
    confirming: mine && all.confirming,
    remaining: mine ? all.remaining : 0,
    code: mine ? all.code : '',
    phone: mine ? all.phone : '',
    request,
    changeCode,
    submit,
    cancel,
  };
}
