import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { fail, ok, page } from '@/testing/fixtures';
import type { AccessLogEntry, AdminAccount, AdminProfile, AuditEntry } from '../api/admin-types';
import { twoFactorFake } from '../two-factor/testing/two-factor-fake';

export const owner: AdminProfile = { id: 1, email: 'owner@shop.kr', name: '김대표', role: 'owner' };
export const staff: AdminProfile = { id: 2, email: 'staff@shop.kr', name: '이직원', role: 'staff' };
export const PASSWORD = 'correct-horse-1';
export const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 일치하지 않습니다.';

/** 25 admin accounts: ids 1..25, admin1@shop.kr ... */
export const accounts: AdminAccount[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  email: `admin${i + 1}@shop.kr`,
  adminName: `관리자${i + 1}`,
  role: i === 0 ? 'owner' : 'staff',
  useYn: i % 5 === 4 ? 'N' : 'Y',
  created: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T01:00:00.000Z`,
  updated: '2026-11-23T01:00:00.000Z',
}));

export const auditEntries: AuditEntry[] = [
  {
    id: 7,
    at: '2026-11-23T03:04:00.000Z',
    adminId: 1,
    adminEmail: 'owner@shop.kr',
    action: 'admin.update',
    targetType: 'admin',
    targetId: 3,
    before: { adminName: '관리자3', useYn: 'Y' },
    after: { adminName: '박관리', useYn: 'Y' },
    ip: '10.0.0.1',
  },
];

export const accessEntries: AccessLogEntry[] = [
  {
    id: 4,
    at: '2026-11-23T03:05:00.000Z',
    adminId: 2,
    adminEmail: 'staff@shop.kr',
    ip: '10.0.0.2',
    subjectType: 'member',
    subjectId: 12,
    purpose: 'users.detail',
    fields: ['memberName', 'phone', 'address'],
  },
];

/** The dashboard of a shop with no orders yet (30 days of zeros). */
export const emptyDashboard = {
  today: '2026-11-23',
  todayOrders: 0,
  todaySales: 0,
  monthOrders: 0,
  monthSales: 0,
  byStatus: [{ status: 'PREPARING', count: 0, capped: false }],
  daily: Array.from({ length: 30 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, orders: 0, sales: 0 })),
  newestOrders: [],
  pendingRequests: { count: 0, newest: [] },
  production: { inProgress: 0, overdue: 0 },
  failedRefunds: { count: 0, newest: [] },
  warnings: [],
};

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A fake of the admin API (issue 9's contract) holding one session: `me` starts logged in or not, login with
 * PASSWORD logs in as `loginAs`, logout ends it. `twoFactor` is that account's two-factor (on, or required by the
 * owner): login then asks for the code or a set-up (two-factor/testing/two-factor-fake.ts). Every call is recorded.
 */
export function adminHandlers({ me = null as AdminProfile | null, loginAs = owner, twoFactor = { enabled: false, required: false } } = {}) {
  const session = { me };
  const secondFactor = twoFactorFake(twoFactor);
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    calls.push({ method: request.method, url: new URL(request.url), body });
  };
  const loggedOut = () => HttpResponse.json(fail('4010', '로그인이 필요합니다.'), { status: 401 });
  const pageOf = <T>(rows: T[], url: URL) => {
    const p = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 10);
    return page(rows.slice(p * size, p * size + size), { page: p, size, totalElements: rows.length });
  };

  const handlers = [
    http.get('/api/admin/me', async ({ request }) => {
      await record(request);
      return session.me ? HttpResponse.json(ok('dto', session.me)) : loggedOut();
    }),
    http.post('/api/admin/login', async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { email: string; password: string; otp?: string };
      if (body.password !== PASSWORD) return HttpResponse.json(fail('4010', WRONG_CREDENTIALS), { status: 401 });
      const second = secondFactor.signIn(body.otp);
      if ('refused' in second) return second.refused;
      session.me = loginAs;
      return HttpResponse.json(ok('dto', second.recoveryCodes ? { ...loginAs, recoveryCodes: second.recoveryCodes } : loginAs));
    }),
    http.post('/api/admin/logout', async ({ request }) => {
      await record(request);
      session.me = null;
      return HttpResponse.json({ result: '0000', message: '로그아웃되었습니다.' });
    }),
    http.get('/api/admins', async ({ request }) => {
      await record(request);
      if (!session.me) return loggedOut();
      return HttpResponse.json(ok('dto', pageOf(accounts, new URL(request.url))));
    }),
    http.get('/api/admins/:id', async ({ request, params }) => {
      await record(request);
      const account = accounts.find((a) => a.id === Number(params.id));
      return account ? HttpResponse.json(ok('dto', account)) : HttpResponse.json(fail('4040', '관리자가 없습니다.'), { status: 404 });
    }),
    http.post('/api/admins', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: '등록되었습니다.' });
    }),
    http.put('/api/admins', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.' });
    }),
    http.get('/api/admin/audit', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', pageOf(auditEntries, new URL(request.url))));
    }),
    http.get('/api/admin/dashboard', async ({ request }) => {
      await record(request);
      if (!session.me) return loggedOut();
      return HttpResponse.json(ok('dto', emptyDashboard));
    }),
    http.get('/api/admin/access-log', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', pageOf(accessEntries, new URL(request.url))));
    }),
    ...secondFactor.handlers({ record, loggedIn: () => session.me !== null, passwordMatches: (password) => password === PASSWORD }),
  ];
  return { handlers, calls, session, twoFactor: secondFactor.state };
}

/**
 * What jsdom lacks and antd asks for: matchMedia (a wide screen unless told), ResizeObserver (tables, menus),
 * getComputedStyle with a pseudo-element (scrollbar measuring).
 */
export function stubBrowserApis(narrow = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  if (!vi.isMockFunction(window.getComputedStyle)) {
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computed(element));
  }
}
