import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminAlerts } from './admin-alerts';

/** What a successful save did: 정상적으로 수정되었습니다 ('saved') or 등록되었습니다 ('created'). */
export type SaveOutcome = 'saved' | 'created';

export interface AdminSaveSteps<T> {
  /** The standard line, or the words to show from the result (the server's own message: 2단계 인증을 초기화했습니다.). */
  alert: SaveOutcome | ((result: T) => string);
  /** Where to go afterwards (the list, or the page of what was made); nowhere when left out. */
  to?: string | ((result: T) => string);
  /** What else follows a success (close a dialog, clear the form); runs after the alert, before navigating. */
  onSuccess?: (result: T) => void;
  /** What to undo after a failure (a progress bar); runs before the failure alert. */
  onFailure?: () => void;
}

/**
 * The console's save flow in one place: run the call (an RTK Query mutation's `.unwrap()`, an upload), show the
 * standard alert (or the server's own words), go back to the list; on failure show 다시 시도해주세요 with the server's message and stay.
 * `busy` is true while a call runs (the submit button's spinner). `save` never rejects; it resolves to whether the
 * call succeeded.
 */
export function useAdminSave() {
  const alerts = useAdminAlerts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const save = useCallback(
    async <T>(call: () => Promise<T>, steps: AdminSaveSteps<T>): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await call();
        if (typeof steps.alert === 'function') alerts.done(steps.alert(result));
        else alerts[steps.alert]();
        steps.onSuccess?.(result);
        if (steps.to !== undefined) navigate(typeof steps.to === 'string' ? steps.to : steps.to(result));
        return true;
      } catch (failure) {
        steps.onFailure?.();
        alerts.failed(failure);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [alerts, navigate],
  );

  return { save, busy };
}
