import { useSyncExternalStore } from 'react';
import { noticesSnapshot, subscribeNotices, type NoticesSnapshot } from '@/lib/notices';

/** The toasts and confirmations lib/notify.ts has put up, re-rendering when they change. */
export function useNotices(): NoticesSnapshot {
  return useSyncExternalStore(subscribeNotices, noticesSnapshot, noticesSnapshot);
}
