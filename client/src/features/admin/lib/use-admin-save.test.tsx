import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useAdminSave } from './use-admin-save';

// The alerts are antd messages; a spy per line keeps this test off antd's slow rendering.
const alerts = vi.hoisted(() => ({ saved: vi.fn(), created: vi.fn(), done: vi.fn(), failed: vi.fn() }));
vi.mock('./admin-alerts', () => ({ useAdminAlerts: () => alerts }));

function renderSave() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/option/post']}>{children}</MemoryRouter>;
  return renderHook(() => ({ ...useAdminSave(), path: useLocation().pathname }), { wrapper });
}

beforeEach(() => vi.clearAllMocks());

describe('useAdminSave', () => {
  it('shows 등록되었습니다 and goes to the list after a create', async () => {
    const { result } = renderSave();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.save(() => Promise.resolve({ id: 7 }), { alert: 'created', to: '/admin/option' });
    });
    expect(ok).toBe(true);
    expect(alerts.created).toHaveBeenCalledTimes(1);
    expect(alerts.saved).not.toHaveBeenCalled();
    expect(alerts.failed).not.toHaveBeenCalled();
    expect(result.current.path).toBe('/admin/option');
  });

  it('shows the edit line and goes where the result says', async () => {
    const { result } = renderSave();
    await act(async () => {
      await result.current.save(() => Promise.resolve({ id: 7 }), { alert: 'saved', to: (made) => `/admin/coupon/${made.id}` });
    });
    expect(alerts.saved).toHaveBeenCalledTimes(1);
    expect(result.current.path).toBe('/admin/coupon/7');
  });

  it("shows the words the alert reads from the result (the server's own message) instead of a standard line", async () => {
    const { result } = renderSave();
    await act(async () => {
      await result.current.save(() => Promise.resolve('2단계 인증을 초기화했습니다.'), { alert: (told) => told });
    });
    expect(alerts.done).toHaveBeenCalledWith('2단계 인증을 초기화했습니다.');
    expect(alerts.saved).not.toHaveBeenCalled();
    expect(alerts.created).not.toHaveBeenCalled();
    expect(result.current.path).toBe('/admin/option/post');
  });

  it('runs onSuccess after the alert and stays when there is nowhere to go', async () => {
    const { result } = renderSave();
    const order: string[] = [];
    alerts.saved.mockImplementation(() => order.push('alert'));
    await act(async () => {
      await result.current.save(() => Promise.resolve('done'), { alert: 'saved', onSuccess: (value) => order.push(`then ${value}`) });
    });
    expect(order).toEqual(['alert', 'then done']);
    expect(result.current.path).toBe('/admin/option/post');
  });

  it('on failure shows the failure with the error, runs onFailure first, stays and resolves false', async () => {
    const { result } = renderSave();
    const error = { status: 400, message: '이미 있는 이름입니다.' };
    const order: string[] = [];
    alerts.failed.mockImplementation(() => order.push('alert'));
    const onSuccess = vi.fn();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.save(() => Promise.reject(error), { alert: 'created', to: '/admin/option', onSuccess, onFailure: () => order.push('undo') });
    });
    expect(ok).toBe(false);
    expect(alerts.failed).toHaveBeenCalledWith(error);
    expect(alerts.created).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(order).toEqual(['undo', 'alert']);
    expect(result.current.path).toBe('/admin/option/post');
    expect(result.current.busy).toBe(false);
  });

  it('is busy while the call runs', async () => {
    const { result } = renderSave();
    let finish: (value: number) => void = () => undefined;
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = result.current.save(() => new Promise<number>((resolve) => (finish = resolve)), { alert: 'saved' });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish(1);
      await saving;
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(alerts.saved).toHaveBeenCalledTimes(1);
  });
});
