import { useEffect } from 'react';
import { bootChannelTalk, channelPluginKey, loadChannelTalk, shutdownChannelTalk } from '@/lib/channel-talk';

export interface ChatWidgetProps {
  /** The logged-in member (id 0: a guest). */
  member: { id: number; memberName: string; email: string };
  /** Defaults to the key the app was built with. */
  pluginKey?: string;
}

/**
 * Boots the chat messenger with the member's id, name and e-mail when logged in (as a guest otherwise), and
 * boots it again when the member changes. With no plugin key nothing is loaded at all.
 */
export function ChatWidget({ member, pluginKey = channelPluginKey() }: ChatWidgetProps) {
  const { id, memberName, email } = member;
  useEffect(() => {
    if (!pluginKey) return;
    loadChannelTalk();
    bootChannelTalk({
      pluginKey,
      language: 'ko',
      ...(id > 0 ? { memberId: String(id), profile: { name: memberName, email } } : {}),
    });
    return () => shutdownChannelTalk();
  }, [pluginKey, id, memberName, email]);
  return null;
}
