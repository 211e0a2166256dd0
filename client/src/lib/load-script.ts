/** A third-party script that could not be fetched (blocked, offline, wrong address). */
export class ScriptLoadError extends Error {
  constructor(readonly src: string) {
    super(`script failed to load: ${src}`);
    this.name = 'ScriptLoadError';
  }
}

const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` once and resolves when it has run; a second call for the same src shares the first.
 * A failed load is forgotten, so a later call tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new ScriptLoadError(src));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
