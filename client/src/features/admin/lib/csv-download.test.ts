import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { downloadCsv } from './csv-download';

describe('downloadCsv', () => {
  it('fetches with the session and the anti-forgery token, then saves the Blob under the name given', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'csrf-123';
    document.head.appendChild(meta);
    let seen: Request | undefined;
    server.use(
      http.get('/api/admin/orders.csv', ({ request }) => {
        seen = request;
        return new HttpResponse('id,name\n1,김민수\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const created: Blob[] = [];
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:csv')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('orders.csv');
      expect(this.href).toBe('blob:csv');
    });

    await downloadCsv('/api/admin/orders.csv?from=2026-11-01', 'orders.csv');

    expect(seen?.headers.get('X-CSRF-TOKEN')).toBe('csrf-123');
    expect(new URL(seen!.url).searchParams.get('from')).toBe('2026-11-01');
    expect(click).toHaveBeenCalledTimes(1);
    expect(await created[0].text()).toBe('id,name\n1,김민수\n');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    meta.remove();
  });

  it('throws on a failed answer and saves nothing', async () => {
    server.use(http.get('/api/admin/orders.csv', () => new HttpResponse(null, { status: 403 })));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadCsv('/api/admin/orders.csv', 'orders.csv')).rejects.toThrow('403');
    expect(click).not.toHaveBeenCalled();
  });
});
