import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fail, ok, review } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import ReviewFormPage from './review-form-page';
import { answerConfirm, expectToast, findPageAlert, pageAlert } from '@/testing/notices';

const LINE = { orderId: 41, goodsId: 3, goodsName: '미니 토트백', thumbSrc: '/images/goods/3-1.svg', options: [{ categoryName: '스트랩 길이', optName: '롱 (120cm)' }] };
const TEXT = '가죽이 부드럽고 마감이 깔끔해요.';

function serveForm(existing: ReturnType<typeof review> | null = null) {
  const sent: { method: string; url: string; form: FormData }[] = [];
  server.use(
    http.get('/api/review/mine', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('orderId') === '41' && query.get('goodsId') === '3'
        ? HttpResponse.json(ok('dto', { line: LINE, review: existing }))
        : HttpResponse.json(fail('4040', '리뷰를 작성할 수 있는 주문 상품이 아닙니다.', 'CATALOG.REVIEW_LINE_NOT_FOUND'), { status: 404 });
    }),
    http.post('/api/review', async ({ request }) => {
      sent.push({ method: 'POST', url: request.url, form: await request.formData() });
      return HttpResponse.json(ok('dto', { id: 90, points: 500 }));
    }),
    http.put('/api/review/:reviewId', async ({ request }) => {
      sent.push({ method: 'PUT', url: request.url, form: await request.formData() });
      return HttpResponse.json({ result: '0000', message: '리뷰가 수정되었습니다.' });
    }),
    http.delete('/api/review/:reviewId', ({ request }) => {
      sent.push({ method: 'DELETE', url: request.url, form: new FormData() });
      return HttpResponse.json({ result: '0000', message: '리뷰가 삭제되었습니다.' });
    }),
  );
  return sent;
}

function renderForm(path = '/mypage/review/41/3') {
  return renderWithProviders(
    <Routes>
      <Route path="/mypage/review/:orderId/:goodsId" element={<ReviewFormPage />} />
      <Route path="/mypage/order/:orderId" element={<h1>주문 상세</h1>} />
    </Routes>,
    { path },
  );
}

const png = (name: string, type = 'image/png', size = 1_000) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++next}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

describe('My Page → 리뷰 작성', () => {
  it('shows the order line and checks score and text before sending', async () => {
    const sent = serveForm();
    const user = userEvent.setup();
    renderForm();

    expect(await screen.findByRole('heading', { name: '리뷰 작성' })).toBeInTheDocument();
    expect(screen.getByText('미니 토트백')).toBeInTheDocument();
    expect(screen.getByText('스트랩 길이: 롱 (120cm)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(pageAlert()).toHaveTextContent('별점을 선택해주세요.');

    await user.click(screen.getByRole('radio', { name: /4점/ }));
    await user.type(screen.getByLabelText('리뷰 내용'), '  짧은 리뷰   ');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(pageAlert()).toHaveTextContent('리뷰는 10자 이상 입력해주세요.');
    // Counted as the server counts: trimmed.
    expect(screen.getByText('5 / 1,000')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('리뷰 내용'), { target: { value: '가'.repeat(1_001) } });
    expect(screen.getByText('1,001 / 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(pageAlert()).toHaveTextContent('리뷰는 1,000자까지 입력할 수 있습니다.');
    expect(sent).toEqual([]);
  });

  it('picks the score with the keyboard: the stars are one radio group', async () => {
    serveForm();
    const user = userEvent.setup();
    renderForm();
    const three = await screen.findByRole('radio', { name: /3점/ });
    expect(screen.getByRole('group', { name: '별점' })).toBeInTheDocument();
    await user.click(three);
    expect(three).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /4점/ })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /2점/ })).toBeChecked();
  });

  it('takes at most 3 photos of JPG, PNG or WEBP with previews, revoking a removed preview', async () => {
    serveForm();
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = await screen.findByTestId('review-photo-input');

    await user.upload(input, [png('a.gif', 'image/gif')]);
    expect(pageAlert()).toHaveTextContent('JPG, PNG, WEBP 이미지만 올릴 수 있습니다.');
    await user.upload(input, [png('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)]);
    expect(pageAlert()).toHaveTextContent('사진은 한 장에 10MB까지 올릴 수 있습니다.');

    await user.upload(input, [png('1.png'), png('2.png'), png('3.jpg', 'image/jpeg'), png('4.webp', 'image/webp')]);
    expect(screen.getAllByRole('img', { name: /새 사진/ })).toHaveLength(3);
    expect(pageAlert()).toHaveTextContent('사진은 최대 3장까지 올릴 수 있습니다.');
    expect(screen.getByText('(3/3)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ 사진 추가' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '새 사진 2 삭제' }));
    expect(screen.getAllByRole('img', { name: /새 사진/ })).toHaveLength(2);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('sends score, text and photos as multipart, then goes back to the order with a message', async () => {
    const sent = serveForm();
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('radio', { name: /5점/ }));
    await user.type(screen.getByLabelText('리뷰 내용'), TEXT);
    await user.upload(screen.getByTestId('review-photo-input'), [png('bag.png')]);
    await user.click(screen.getByRole('button', { name: '등록하기' }));

    expect(await screen.findByRole('heading', { name: '주문 상세' })).toBeInTheDocument();
    await expectToast('리뷰가 등록되었습니다.');
    expect(sent).toHaveLength(1);
    const { form } = sent[0];
    expect([form.get('orderId'), form.get('goodsId'), form.get('score'), form.get('contents')]).toEqual(['41', '3', '5', TEXT]);
    expect((form.getAll('photos') as File[]).map((file) => file.size)).toEqual([1_000]);
  });

  it("shows the server's message when it refuses (already reviewed)", async () => {
    serveForm();
    server.use(http.post('/api/review', () => HttpResponse.json(fail('4090', '이미 리뷰를 작성하신 상품입니다.', 'CATALOG.REVIEW_ALREADY_WRITTEN'), { status: 409 })));
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('radio', { name: /5점/ }));
    await user.type(screen.getByLabelText('리뷰 내용'), TEXT);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await findPageAlert()).toHaveTextContent('이미 리뷰를 작성하신 상품입니다.');
  });

  it('opens in edit mode when the line was reviewed and sends the photos kept', async () => {
    const existing = review(77, '처음 쓴 리뷰입니다. 좋아요.', 3, { photos: ['/uploads/reviews/a.webp', '/uploads/reviews/b.webp'] });
    const sent = serveForm(existing);
    const user = userEvent.setup();
    renderForm();

    expect(await screen.findByRole('heading', { name: '리뷰 수정' })).toBeInTheDocument();
    expect(screen.getByLabelText('리뷰 내용')).toHaveValue('처음 쓴 리뷰입니다. 좋아요.');
    expect(screen.getByRole('radio', { name: /3점/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '등록된 사진 1 삭제' }));
    await user.click(screen.getByRole('radio', { name: /5점/ }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await screen.findByRole('heading', { name: '주문 상세' });
    await expectToast('리뷰가 수정되었습니다.', { tone: 'notice' });
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toMatch(/\/api\/review\/77$/);
    expect(sent[0].form.getAll('keepPhotos')).toEqual(['/uploads/reviews/b.webp']);
    expect(sent[0].form.get('score')).toBe('5');
  });

  it('deletes the review only after the confirmation dialog is answered 삭제', async () => {
    const sent = serveForm(review(77, '처음 쓴 리뷰입니다. 좋아요.', 3));
    const user = userEvent.setup();
    renderForm();
    const deleteButton = await screen.findByRole('button', { name: '삭제' });
    await user.click(deleteButton);
    await answerConfirm('리뷰를 삭제하시겠습니까?', 'cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await waitFor(() => expect(deleteButton).toHaveFocus());
    await user.click(deleteButton);
    await answerConfirm('리뷰를 삭제하시겠습니까?', 'confirm', '삭제');
    await screen.findByRole('heading', { name: '주문 상세' });
    expect(sent.map((each) => each.method)).toEqual(['DELETE']);
    await expectToast('리뷰가 삭제되었습니다.');
  });

  it('says so for a line that cannot be reviewed', async () => {
    serveForm();
    renderForm('/mypage/review/999/3');
    expect(await findPageAlert()).toHaveTextContent('리뷰를 작성할 수 있는 주문 상품이 아닙니다.');
    expect(screen.getByRole('link', { name: '주문조회로 돌아가기' })).toHaveAttribute('href', '/mypage/order');
  });
});
