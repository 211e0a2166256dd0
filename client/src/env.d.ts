/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Channel Talk plugin key; the chat widget loads only when it is set at build time. */
  readonly VITE_CHANNEL_PLUGIN_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
