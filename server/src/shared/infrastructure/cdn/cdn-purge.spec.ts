import { OutsideServiceUnavailableError } from '../../application/outside-service-unavailable.error';
import { cdnPurgeContract } from '../../application/testing/cdn-purge.port-contract';
import { RecordingCdnPurge } from '../../application/testing/recording-cdn-purge';
import { CloudflareCdnPurge } from './cloudflare-cdn-purge';
import { NoCdnPurge } from './no-cdn-purge';
import { FakeCloudflare } from './testing/fake-cloudflare';

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const TOKEN = 'cf-token-with-cache-purge-permission';

async function cloudflare() {
  const fake = new FakeCloudflare(ZONE, TOKEN);
  const apiBase = await fake.start();
  return { fake, apiBase, close: () => fake.stop() };
}

cdnPurgeContract('NoCdnPurge', async () => ({ purge: new NoCdnPurge() }));
cdnPurgeContract('RecordingCdnPurge', async () => ({ purge: new RecordingCdnPurge() }));
cdnPurgeContract('CloudflareCdnPurge against a fake Cloudflare', async () => {
  const { apiBase, close } = await cloudflare();
  return { purge: new CloudflareCdnPurge({ apiBase, zoneId: ZONE, apiToken: TOKEN }), close };
});

describe('CloudflareCdnPurge', () => {
  it("posts the tags to the zone's purge_cache with the bearer token", async () => {
    const { fake, apiBase, close } = await cloudflare();
    await new CloudflareCdnPurge({ apiBase, zoneId: ZONE, apiToken: TOKEN }).purge(['catalog']);
    expect(fake.purges).toEqual([{ zone: ZONE, body: { tags: ['catalog'] } }]);
    await close();
  });

  it("fails a refused or failing purge as an outside-service error naming Cloudflare's code, never the token", async () => {
    const { fake, apiBase, close } = await cloudflare();
    const refused = new CloudflareCdnPurge({ apiBase, zoneId: ZONE, apiToken: 'wrong-token' }).purge(['catalog']);
    await expect(refused).rejects.toThrow(OutsideServiceUnavailableError);
    await expect(refused).rejects.toThrow('Cloudflare purge HTTP 403: 10000 Authentication error');
    fake.failing = true;
    const failing = new CloudflareCdnPurge({ apiBase, zoneId: ZONE, apiToken: TOKEN }).purge(['catalog']);
    await expect(failing).rejects.toThrow('Cloudflare purge HTTP 500: 1101 Internal error');
    await expect(failing).rejects.not.toThrow(TOKEN);
    expect(fake.purges).toEqual([]);
    await close();
  });

  it('fails an unreachable API as an outside-service error', async () => {
    const { apiBase, close } = await cloudflare();
    await close();
    await expect(new CloudflareCdnPurge({ apiBase, zoneId: ZONE, apiToken: TOKEN }).purge(['catalog'])).rejects.toThrow(/Cloudflare purge unreachable/);
  });
});
