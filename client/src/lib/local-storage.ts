import type { Storage } from 'redux-persist';

/**
 * redux-persist's storage over window.localStorage. (Its own lib/storage is CommonJS whose default export
 * does not survive Vite's interop, so the few lines are written here.) Without localStorage — private
 * mode, quota exceeded — it answers null and forgets, and the app still runs.
 */
export const localStorageEngine: Storage = {
  getItem: (key: string) => {
    try {
      return Promise.resolve(window.localStorage.getItem(key));
    } catch {
      return Promise.resolve(null);
    }
  },
  setItem: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // nothing to do: the state lives on for this visit
    }
    return Promise.resolve();
  },
  removeItem: (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // as above
    }
    return Promise.resolve();
  },
};
