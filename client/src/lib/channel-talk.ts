/**
 * Channel Talk, the chat messenger the spec's shell boots, loaded the way its own snippet does: a command
 * queue on window.ChannelIO first (commands given before the script arrives wait in it), then the script.
 * Loaded only when a plugin key is configured (VITE_CHANNEL_PLUGIN_KEY at build time); the server's CSP must
 * then list Channel's origins in CSP_EXTRA_ORIGINS.
 */
export const CHANNEL_SCRIPT_SRC = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

type ChannelCommand = (method: string, ...args: unknown[]) => void;
interface ChannelQueue extends ChannelCommand {
  q?: unknown[][];
  c?: (args: unknown[]) => void;
}

declare global {
  interface Window {
    ChannelIO?: ChannelQueue;
    ChannelIOInitialized?: boolean;
  }
}

export interface ChannelBootOptions {
  pluginKey: string;
  language?: 'ko' | 'en' | 'ja';
  /** Present when a member is logged in, so the conversation is theirs across devices. */
  memberId?: string;
  profile?: { name: string; email: string };
}

/** The key the build was made with; '' means no chat widget. */
export function channelPluginKey(): string {
  return import.meta.env.VITE_CHANNEL_PLUGIN_KEY ?? '';
}

export function loadChannelTalk(): void {
  if (window.ChannelIO) return;
  const channel: ChannelQueue = (...args: unknown[]) => channel.c?.(args);
  channel.q = [];
  channel.c = (args) => channel.q?.push(args);
  window.ChannelIO = channel;
  if (window.ChannelIOInitialized) return;
  window.ChannelIOInitialized = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = CHANNEL_SCRIPT_SRC;
  script.dataset.channelTalk = '';
  document.head.appendChild(script);
}

export function bootChannelTalk(options: ChannelBootOptions): void {
  window.ChannelIO?.('boot', options);
}

export function shutdownChannelTalk(): void {
  window.ChannelIO?.('shutdown');
}

/** Opens the chat window (for a "chat with us" button); does nothing when the widget is not loaded. */
export function openChannelMessenger(): void {
  window.ChannelIO?.('showMessenger');
}
