import { useEffect, useState } from 'react';
import { type StorefrontPopup, fetchCurrentPopups } from '../api/fetch-current-popups';
import { hideForToday, isHiddenToday } from '../lib/dismissal';
import { HomePopupDialog } from './home-popup-dialog';

/** The current popups, one at a time (display order), skipping those hidden for today. */
export default function HomePopups() {
  const [queue, setQueue] = useState<StorefrontPopup[]>([]);

  useEffect(() => {
    let alive = true;
    void fetchCurrentPopups().then((popups) => {
      if (alive) setQueue(popups.filter((popup) => !isHiddenToday(popup.id)));
    });
    return () => {
      alive = false;
    };
  }, []);

  const current = queue[0];
  if (!current) return null;
  const next = () => setQueue((rest) => rest.slice(1));
  return (
    <HomePopupDialog
      key={current.id}
      popup={current}
      onClose={next}
      onHideToday={() => {
        hideForToday(current.id);
        next();
      }}
    />
  );
}
