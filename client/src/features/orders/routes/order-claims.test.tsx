import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fail, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import type { ClaimRequestBody, OrderRecord } from '../types';
import { OrderDetailPage } from './order-detail-page';
import { orderRecord } from './orders-test-data';
import { expectToast } from '@/testing/notices';

const DELIVERED: Partial<OrderRecord> = {
  oStatus: '2',
  status: 'DELIVERED',
  carrierName: 'CJ대한통운',
  trackingNumber: '123456789012',
  deliveredAt: '2026-11-20T06:00:00.000Z',
};

/** A claim's step fields before staff act (the server's `claim.stage` and friends). */
const NO_STEPS = { stage: 'requested' as const, lines: [] as { lineIndex: number; quantity: number }[], pickupAt: null, pickupTrackingNumber: null, exchangeTrackingNumber: null, refundDue: null, refund: null };

const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/mypage/order/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { path: '/mypage/order/41' },
  );

function serveOrder(initial: Partial<OrderRecord>) {
  let current = orderRecord(41, initial);
  server.use(http.get('/api/order/one/:orderId', () => HttpResponse.json(ok('dto', current))));
  return {
    set: (next: Partial<OrderRecord>) => {
      current = { ...current, ...next };
    },
  };
}

describe('My Page → 주문 상세: return and exchange requests', () => {
  it('sends a return for a defect with the words trimmed, then shows the request as received', async () => {
    const order = serveOrder(DELIVERED);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/order/one/:orderId/claim', async ({ request }) => {
        const body = (await request.json()) as ClaimRequestBody;
        sent.push(body);
        order.set({
          status: 'RETURN_REQUESTED',
          oStatus: 'return-requested',
          claim: { ...NO_STEPS, ...body, lines: body.lines ?? [], photos: [], reasonLabel: '상품 불량', requestedAt: '2026-11-21T01:00:00.000Z', outcome: null, note: null, decidedAt: null, refundDue: 372_000 },
        });
        return HttpResponse.json(ok('dto', orderRecord(41)));
      }),
    );
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
    const dialog = screen.getByRole('dialog');
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.type(within(dialog).getByLabelText('상세 내용'), '  손잡이 박음질이 풀려 있습니다.  ');
    expect(within(dialog).getByLabelText('상세 내용')).toHaveValue('  손잡이 박음질이 풀려 있습니다.  ');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));

    await waitFor(() => expect(sent).toEqual([{ kind: 'return', reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.', lines: [{ lineIndex: 0, quantity: 1 }, { lineIndex: 1, quantity: 2 }] }]));
    await expectToast('반품·교환 신청이 접수되었습니다. 확인 후 안내해드리겠습니다.');
    expect(await screen.findByRole('heading', { name: '반품 신청' })).toBeInTheDocument();
    expect(screen.getByTestId('claim-outcome')).toHaveTextContent('접수 (확인 중)');
    expect(screen.queryByRole('button', { name: '반품·교환 신청' })).not.toBeInTheDocument();
  });

  it('asks for at least 10 characters and sends nothing before', async () => {
    serveOrder(DELIVERED);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/order/one/:orderId/claim', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok('dto', orderRecord(41)));
      }),
    );
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
    const dialog = screen.getByRole('dialog');
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.type(within(dialog).getByLabelText('상세 내용'), '짧아요');
    expect(within(dialog).getByLabelText('상세 내용')).toHaveValue('짧아요');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect(within(dialog).getByText('상세 내용을 10자 이상 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('상세 내용')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('offers a change of mind only when the order was not made to order', async () => {
    serveOrder({ ...DELIVERED, madeToOrder: true });
    const user = userEvent.setup();
    const { unmount } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
    const reasons = within(screen.getByRole('dialog')).getByLabelText('사유');
    expect(within(reasons).queryByRole('option', { name: '단순 변심' })).not.toBeInTheDocument();
    unmount();

    serveOrder({ ...DELIVERED, madeToOrder: false });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
    expect(within(within(screen.getByRole('dialog')).getByLabelText('사유')).getByRole('option', { name: '단순 변심' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses (the window closed)", async () => {
    serveOrder(DELIVERED);
    server.use(
      http.post('/api/order/one/:orderId/claim', () =>
        HttpResponse.json(fail('4090', '반품·교환은 상품을 받으신 날로부터 7일 이내에만 신청할 수 있습니다.'), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
    const dialog = screen.getByRole('dialog');
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.selectOptions(within(dialog).getByLabelText('사유'), 'wrong-item');
    await user.click(within(dialog).getByLabelText('교환'));
    await user.type(within(dialog).getByLabelText('상세 내용'), '다른 색상의 지갑이 왔습니다.');
    expect(within(dialog).getByLabelText('상세 내용')).toHaveValue('다른 색상의 지갑이 왔습니다.');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    await expectToast('반품·교환은 상품을 받으신 날로부터 7일 이내에만 신청할 수 있습니다.');
  });

  it('offers no request before delivery', async () => {
    serveOrder({ oStatus: '1', status: 'SHIPPING', carrierName: 'CJ대한통운', trackingNumber: '123456789012' });
    renderDetail();
    expect(await screen.findByText('123456789012')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '반품·교환 신청' })).not.toBeInTheDocument();
  });

  describe('the line picker', () => {
    async function openDialog() {
      const user = userEvent.setup();
      renderDetail();
      await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
      const dialog = screen.getByRole('dialog');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      return { user, dialog };
    }

    it('sends only the lines and quantities the member picked', async () => {
      serveOrder(DELIVERED);
      const sent: unknown[] = [];
      server.use(
        http.post('/api/order/one/:orderId/claim', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json(ok('dto', orderRecord(41)));
        }),
      );
      const { user, dialog } = await openDialog();
      const picker = within(dialog).getByRole('group', { name: '반품할 상품' });
      expect(within(picker).getByRole('checkbox', { name: /미니 토트백/ })).toBeChecked();
      expect(within(picker).getByRole('checkbox', { name: /반지갑/ })).toBeChecked();
      await user.click(within(picker).getByRole('checkbox', { name: /미니 토트백/ }));
      await user.selectOptions(within(picker).getByRole('combobox', { name: '반지갑 반품 수량' }), '1');
      await user.type(within(dialog).getByLabelText('상세 내용'), '지갑 하나의 박음질이 풀려 있습니다.');
      await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
      await waitFor(() => expect(sent).toEqual([{ kind: 'return', reason: 'defect', detail: '지갑 하나의 박음질이 풀려 있습니다.', lines: [{ lineIndex: 1, quantity: 1 }] }]));
    });

    it('asks for at least one line and sends nothing; an exchange sends no lines', async () => {
      serveOrder(DELIVERED);
      const sent: unknown[] = [];
      server.use(
        http.post('/api/order/one/:orderId/claim', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json(ok('dto', orderRecord(41)));
        }),
      );
      const { user, dialog } = await openDialog();
      const picker = within(dialog).getByRole('group', { name: '반품할 상품' });
      for (const box of within(picker).getAllByRole('checkbox')) await user.click(box);
      await user.type(within(dialog).getByLabelText('상세 내용'), '박음질이 풀려 있습니다. 확인 부탁드립니다.');
      await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
      expect(within(dialog).getByText('반품할 상품을 선택해주세요.')).toBeInTheDocument();
      expect(sent).toEqual([]);

      await user.click(within(dialog).getByRole('radio', { name: '교환' }));
      expect(within(dialog).queryByRole('group', { name: '반품할 상품' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
      await waitFor(() => expect(sent).toEqual([{ kind: 'exchange', reason: 'defect', detail: '박음질이 풀려 있습니다. 확인 부탁드립니다.' }]));
    });

    it('shows the return\'s steps, the pickup tracking number and the refund to come', async () => {
      serveOrder({
        ...DELIVERED,
        status: 'RETURN_REQUESTED',
        oStatus: 'return-requested',
        claim: { ...NO_STEPS, kind: 'return', reason: 'defect', reasonLabel: '상품 불량', detail: '박음질이 풀려 있습니다.', photos: [], requestedAt: '2026-11-21T01:00:00.000Z', outcome: null, note: null, decidedAt: null, stage: 'pickup', lines: [{ lineIndex: 1, quantity: 1 }], pickupAt: '2026-11-22T01:00:00.000Z', pickupTrackingNumber: '6012345678901', refundDue: 89_000 },
      });
      renderDetail();
      const steps = await screen.findByRole('list', { name: '처리 단계' });
      expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['반품 신청', '회수 중', '검수 완료·환불']);
      expect(within(steps).getByText('회수 중')).toHaveAttribute('aria-current', 'step');
      expect(screen.getByTestId('claim-outcome')).toHaveTextContent('회수 중');
      expect(screen.getByText('6012345678901')).toBeInTheDocument();
      expect(screen.getByText('반지갑 × 1')).toBeInTheDocument();
      expect(screen.getByTestId('claim-refund')).toHaveTextContent('89,000원');
    });

    it('shows an approved exchange\'s outgoing tracking number', async () => {
      serveOrder({
        ...DELIVERED,
        status: 'EXCHANGED',
        oStatus: 'exchanged',
        claim: { ...NO_STEPS, kind: 'exchange', reason: 'defect', reasonLabel: '상품 불량', detail: '박음질이 풀려 있습니다.', photos: [], requestedAt: '2026-11-21T01:00:00.000Z', outcome: 'approved', note: null, decidedAt: '2026-11-22T01:00:00.000Z', stage: 'approved', exchangeTrackingNumber: '6098765432101' },
      });
      renderDetail();
      expect(await screen.findByText('교환 상품 송장번호')).toBeInTheDocument();
      expect(screen.getByText('6098765432101')).toBeInTheDocument();
      expect(screen.getByTestId('claim-outcome')).toHaveTextContent('교환 완료');
    });
  });

  it("shows staff's decision with its note once made", async () => {
    serveOrder({
      ...DELIVERED,
      claim: { ...NO_STEPS, stage: 'rejected', kind: 'exchange', reason: 'defect', reasonLabel: '상품 불량', detail: '박음질이 풀려 있습니다.', photos: [], requestedAt: '2026-11-21T01:00:00.000Z', outcome: 'rejected', note: '사진으로 불량을 확인하지 못했습니다.', decidedAt: '2026-11-22T01:00:00.000Z' },
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: '교환 신청' })).toBeInTheDocument();
    expect(screen.getByTestId('claim-outcome')).toHaveTextContent('거절');
    expect(screen.getByText('사진으로 불량을 확인하지 못했습니다.')).toBeInTheDocument();
  });

  describe('photos', () => {
    const photo = (name: string, type = 'image/jpeg', size = 1_000) => new File([new Uint8Array(size)], name, { type });

    beforeEach(() => {
      let next = 0;
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:claim-preview-${++next}`);
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    });

    it('sends the request with the photos picked as multipart, previewing them first', async () => {
      serveOrder(DELIVERED);
      const sent: { type: string | null; form: FormData }[] = [];
      server.use(
        http.post('/api/order/one/:orderId/claim', async ({ request }) => {
          sent.push({ type: request.headers.get('content-type'), form: await request.formData() });
          return HttpResponse.json(ok('dto', orderRecord(41)));
        }),
      );
      const user = userEvent.setup();
      renderDetail();

      await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
      const dialog = screen.getByRole('dialog');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.type(within(dialog).getByLabelText('상세 내용'), '손잡이 박음질이 풀려 있습니다.');
      await user.upload(within(dialog).getByTestId('claim-photo-input'), [photo('front.jpg'), photo('seam.png', 'image/png', 2_000)]);
      expect(within(dialog).getAllByRole('img', { name: /새 사진/ })).toHaveLength(2);
      expect(within(dialog).getByText('(2/3)')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: '신청하기' }));

      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].type).toMatch(/^multipart\/form-data/);
      const { form } = sent[0];
      expect([form.get('kind'), form.get('reason'), form.get('detail')]).toEqual(['return', 'defect', '손잡이 박음질이 풀려 있습니다.']);
      expect((form.getAll('photos') as File[]).map((file) => file.size)).toEqual([1_000, 2_000]);
      await expectToast('반품·교환 신청이 접수되었습니다. 확인 후 안내해드리겠습니다.');
    });

    it('refuses a file that is not a JPG, PNG or WEBP, and a fourth photo, in the dialog', async () => {
      serveOrder(DELIVERED);
      const user = userEvent.setup({ applyAccept: false });
      renderDetail();
      await user.click(await screen.findByRole('button', { name: '반품·교환 신청' }));
      const dialog = screen.getByRole('dialog');
      const input = within(dialog).getByTestId('claim-photo-input');

      await user.upload(input, [photo('note.gif', 'image/gif')]);
      expect(within(dialog).getByRole('alert')).toHaveTextContent('JPG, PNG, WEBP 이미지만 올릴 수 있습니다.');
      await user.upload(input, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')]);
      expect(within(dialog).getAllByRole('img', { name: /새 사진/ })).toHaveLength(3);
      expect(within(dialog).getByRole('alert')).toHaveTextContent('사진은 최대 3장까지 올릴 수 있습니다.');
      expect(within(dialog).queryByRole('button', { name: '+ 사진 추가' })).not.toBeInTheDocument();
    });

    it('shows the photos of a request in the summary', async () => {
      serveOrder({
        ...DELIVERED,
        status: 'RETURN_REQUESTED',
        oStatus: 'return-requested',
        claim: {
          ...NO_STEPS,
          kind: 'return',
          reason: 'defect',
          reasonLabel: '상품 불량',
          detail: '박음질이 풀려 있습니다.',
          photos: ['/uploads/claims/a.webp', '/uploads/claims/b.webp'],
          requestedAt: '2026-11-21T01:00:00.000Z',
          outcome: null,
          note: null,
          decidedAt: null,
        },
      });
      renderDetail();
      expect(await screen.findByRole('heading', { name: '반품 신청' })).toBeInTheDocument();
      expect(screen.getAllByRole('img', { name: /신청 사진/ }).map((img) => img.getAttribute('src'))).toEqual(['/uploads/claims/a.webp', '/uploads/claims/b.webp']);
    });
  });
});
