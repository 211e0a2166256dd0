import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import type { ShippingAddress } from '../types';

export const home: ShippingAddress = {
  id: 7,
  sname: '집',
  recipient: '김민수',
  phone: '01012345678',
  zipCode: '04524',
  address: '서울 중구 세종대로 110',
  adrDetail: '3층',
  baseAddress: 'Y',
};
export const office: ShippingAddress = { ...home, id: 9, sname: '회사', phone: '0212345678', address: '서울 강남구 테헤란로 1', adrDetail: '10층', baseAddress: 'N' };

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A small address book behind the spec's calls, as the server keeps it: the base first, then the newest; one base;
 * another id answers 404. `failing` makes a path answer a failure instead.
 */
export function serveAddressBook(entries: ShippingAddress[], { failing = [] as string[] } = {}) {
  let book = entries.map((entry) => ({ ...entry }));
  let nextId = 100;
  const calls: Call[] = [];
  const record = async (request: Request, withBody: boolean) => {
    const url = new URL(request.url);
    const body = withBody ? ((await request.json()) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    return { url, body: body ?? {} };
  };
  const refused = (path: string) => failing.includes(path) && HttpResponse.json(fail('4000', '다시 시도해주세요.'), { status: 400 });
  const notFound = () => HttpResponse.json(fail('4040', '배송지를 찾을 수 없습니다.', 'MEMBERSHIP.ADDRESS_NOT_FOUND'), { status: 404 });
  const makeBase = (id: number) => (book = book.map((entry) => ({ ...entry, baseAddress: entry.id === id ? 'Y' : 'N' })));
  const ordered = () => [...book].sort((a, b) => (a.baseAddress === b.baseAddress ? b.id - a.id : a.baseAddress === 'Y' ? -1 : 1));

  server.use(
    http.get('/api/shipment/adr.php', async ({ request }) => {
      const { url } = await record(request, false);
      const p = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return HttpResponse.json(ok('list', page(ordered().slice(p * size, p * size + size), { page: p, size, totalElements: book.length })));
    }),
    http.get('/api/shipment/adr_get.php', async ({ request }) => {
      const { url } = await record(request, false);
      const entry = book.find((candidate) => candidate.id === Number(url.searchParams.get('addrId')));
      return entry ? HttpResponse.json(ok('address', entry)) : notFound();
    }),
    http.post('/api/shipment/adr.php', async ({ request }) => {
      const { body } = await record(request, true);
      const failure = refused('POST /api/shipment/adr.php');
      if (failure) return failure;
      const id = (nextId += 1);
      const { memberId: _memberId, ...fields } = body;
      book.push({ ...(fields as Omit<ShippingAddress, 'id'>), id, baseAddress: 'N' });
      if (body.baseAddress === 'Y' || book.length === 1) makeBase(id);
      return HttpResponse.json({ ...ok('dto', { id }), message: '배송지가 저장되었습니다.' });
    }),
    http.put('/api/shipment/adr.php', async ({ request }) => {
      const { body } = await record(request, true);
      const index = book.findIndex((entry) => entry.id === body.id);
      if (index < 0) return notFound();
      const { memberId: _memberId, ...fields } = body;
      book[index] = { ...book[index], ...(fields as Partial<ShippingAddress>), baseAddress: book[index].baseAddress };
      if (body.baseAddress === 'Y') makeBase(book[index].id);
      return HttpResponse.json({ ...ok('dto', { id: body.id }), message: '배송지가 저장되었습니다.' });
    }),
    http.post('/api/shipment/adr_save.php', async ({ request }) => {
      const { body } = await record(request, true);
      const failure = refused('POST /api/shipment/adr_save.php');
      if (failure) return failure;
      if (!book.some((entry) => entry.id === body.addrId)) return notFound();
      makeBase(Number(body.addrId));
      return HttpResponse.json({ ...ok('dto', { id: body.addrId }), message: '기본 배송지로 설정되었습니다.' });
    }),
    http.delete('/api/shipment/adr_del.php', async ({ request }) => {
      const { url } = await record(request, false);
      const failure = refused('DELETE /api/shipment/adr_del.php');
      if (failure) return failure;
      const id = Number(url.searchParams.get('addrId'));
      const gone = book.find((entry) => entry.id === id);
      if (!gone) return notFound();
      book = book.filter((entry) => entry.id !== id);
      if (gone.baseAddress === 'Y' && book.length > 0) makeBase(ordered()[0].id);
      return HttpResponse.json({ result: '0000', message: '배송지가 삭제되었습니다.' });
    }),
  );
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    book: () => book,
  };
}
