import { render, screen, waitFor } from '@testing-library/react';
import { initialMemberState } from '@/features/member/store/member-slice';
import { CHANNEL_SCRIPT_SRC } from '@/lib/channel-talk';
import { minsu } from '@/testing/member-handlers';
import { renderRoute } from '@/testing/test-utils';
import { ChatWidget } from './chat-widget';

const member = { id: 12, memberName: '김민수', email: 'minsu@example.com' };
const guest = { id: 0, memberName: '', email: '' };

const channelScripts = () => document.querySelectorAll(`script[src="${CHANNEL_SCRIPT_SRC}"]`);
const commands = () => (window.ChannelIO?.q ?? []).map((args) => Array.from(args));

afterEach(() => {
  vi.unstubAllEnvs();
  channelScripts().forEach((script) => script.remove());
  delete window.ChannelIO;
  delete window.ChannelIOInitialized;
});

describe('chat widget', () => {
  it('with no plugin key loads nothing', () => {
    vi.stubEnv('VITE_CHANNEL_PLUGIN_KEY', '');
    render(<ChatWidget member={member} />);
    expect(channelScripts()).toHaveLength(0);
    expect(window.ChannelIO).toBeUndefined();
  });

  it('with a key loads the script once and boots with the member id, name and e-mail', () => {
    vi.stubEnv('VITE_CHANNEL_PLUGIN_KEY', 'plugin-key-1');
    const { rerender } = render(<ChatWidget member={member} />);
    expect(channelScripts()).toHaveLength(1);
    expect(commands()).toEqual([
      ['boot', { pluginKey: 'plugin-key-1', language: 'ko', memberId: '12', profile: { name: '김민수', email: 'minsu@example.com' } }],
    ]);

    // Logging out boots it again as a guest, without loading the script twice.
    rerender(<ChatWidget member={guest} />);
    expect(channelScripts()).toHaveLength(1);
    expect(commands().slice(1)).toEqual([['shutdown'], ['boot', { pluginKey: 'plugin-key-1', language: 'ko' }]]);
  });

  it('the storefront shell boots it with the logged-in member', async () => {
    vi.stubEnv('VITE_CHANNEL_PLUGIN_KEY', 'plugin-key-2');
    renderRoute('/find-id', { preloadedState: { member: { ...initialMemberState, ...minsu, sex: 0 } } });
    await waitFor(() => expect(channelScripts()).toHaveLength(1));
    expect(commands()[0]).toEqual([
      'boot',
      { pluginKey: 'plugin-key-2', language: 'ko', memberId: '12', profile: { name: '김민수', email: 'minsu@example.com' } },
    ]);
  });

  it('the storefront shell without a key loads nothing', async () => {
    vi.stubEnv('VITE_CHANNEL_PLUGIN_KEY', '');
    renderRoute('/find-id', { preloadedState: { member: { ...initialMemberState, ...minsu, sex: 0 } } });
    await screen.findByRole('banner');
    expect(channelScripts()).toHaveLength(0);
    expect(window.ChannelIO).toBeUndefined();
  });
});
