// What runs and how it stops: the load's running flag, the cleanups (last started first, each once) and Ctrl+C.

/** The name the shop's stop is registered under, so that Ctrl+C knows whether the cleanups will stop it. */
export const SHOP = 'the shop';

export class Run {
  /** False once the run stops: the load's loops end at their next turn. */
  running = true;
  /** The shop's start (startShop's promise) once it is called, for Ctrl+C to stop a server still starting. */
  starting = null;
  /** Stopped last started first; each runs even when an earlier one failed, and only once. */
  #cleanups = [];
  #cleaning = null;

  /** Registers `stop` (answering a promise) for the clean-up; `what` names it in an error. */
  onCleanUp(what, stop) {
    this.#cleanups.push([what, stop]);
  }

  cleanUp() {
    this.#cleaning ??= (async () => {
      this.running = false;
      while (this.#cleanups.length > 0) {
        const [what, stop] = this.#cleanups.pop();
        await stop().catch((error) => console.error(`stopping ${what}: ${error.message}`));
      }
    })();
    return this.#cleaning;
  }

  /** On SIGINT or SIGTERM: stops the load and the server (one still starting as soon as it is up), cleans up, exits 130. */
  stopOnSignals() {
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        console.error(`${signal}: stopping the load and the server, dropping the database`);
        this.running = false;
        // A server still starting is stopped as soon as it is up (startShop stops it and drops the database itself when it fails).
        void Promise.resolve(this.starting)
          .then((shop) => shop && !this.#cleanups.some(([what]) => what === SHOP) && shop.stop(), () => undefined)
          .then(() => this.cleanUp())
          .finally(() => process.exit(130));
      });
    }
  }
}
