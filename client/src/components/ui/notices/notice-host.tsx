import { lazy, Suspense, useState } from 'react';
import { ToastStack } from './toast-stack';
import { useNotices } from './use-notices';

// The dialog (and the modal under it) loads the first time something asks; most visits never do.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

/** Where lib/notify.ts's toasts and confirmations appear; the app mounts it once, beside the router. */
export function NoticeHost() {
  const { confirmations } = useNotices();
  const request = confirmations[0];
  const [asked, setAsked] = useState(false);
  if (request && !asked) setAsked(true);
  return (
    <>
      <ToastStack />
      {(asked || request) && (
        <Suspense fallback={null}>
          <ConfirmDialog request={request} />
        </Suspense>
      )}
    </>
  );
}
