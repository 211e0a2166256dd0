import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Answer, signUpMember, type SignedUp, TestBrowser } from '../support/membership-helpers';
import { sql } from '../support/database';
import { createTestApp } from '../support/test-app';
import { AddressBookService } from '../../src/modules/membership/application/services/address-book.service';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';

const ADDRESS = {
  sname: '집',
  recipient: '김민수',
  phone: '010-1234-5678',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 152',
  adrDetail: '12층',
  baseAddress: 'N',
};

describe('address book (contract)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const add = (member: SignedUp, change: Record<string, unknown> = {}) => member.browser.post('/api/shipment/adr.php', { ...ADDRESS, memberId: member.id, ...change });
  const list = (member: SignedUp, query: Record<string, number> = {}) => member.browser.get('/api/shipment/adr.php', { id: member.id, page: 0, size: 5, ...query });
  const base = (member: SignedUp) => member.browser.get('/api/shipment/adr_base.php', { memId: member.id });
  const getOne = (member: SignedUp, addrId: number) => member.browser.get('/api/shipment/adr_get.php', { memId: member.id, addrId });
  const idOf = (answer: Answer) => {
    if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
    return (answer.body.dto as { id: number }).id;
  };
  const rows = (memberId: number) =>
    sql<{ id: number; base_address: boolean }>('SELECT id, base_address FROM shipping_address WHERE member_id = $1 ORDER BY id', [memberId]);
  const bases = async (memberId: number) => (await rows(memberId)).filter((row) => row.base_address).map((row) => row.id);

  describe('logged out', () => {
    it('answers 401 on every call', async () => {
      const stranger = new TestBrowser(app);
      const answers = await Promise.all([
        stranger.get('/api/shipment/adr.php', { id: 1 }),
        stranger.get('/api/shipment/adr_base.php', { memId: 1 }),
        stranger.get('/api/shipment/adr_get.php', { memId: 1, addrId: 1 }),
        stranger.post('/api/shipment/adr.php', { ...ADDRESS, memberId: 1 }),
        stranger.put('/api/shipment/adr.php', { ...ADDRESS, memberId: 1, id: 1 }),
        stranger.post('/api/shipment/adr_save.php', { memId: 1, addrId: 1 }),
        stranger.delete('/api/shipment/adr_del.php', { memId: 1, addrId: 1 }),
      ]);
      for (const answer of answers) expect([answer.status, answer.body.result]).toEqual([401, '4010']);
    });
  });

  describe('a member\'s own book', () => {
    let member: SignedUp;
    beforeAll(async () => {
      member = await signUpMember(app);
    });

    it('starts empty: no base address (dto null, result 0000) and an empty page', async () => {
      const answer = await base(member);
      expect([answer.status, answer.body]).toEqual([200, { result: '0000', message: '등록된 기본 배송지가 없습니다.', dto: null }]);
      const page = await list(member);
      expect(page.body.list).toEqual({ content: [], page: 0, size: 5, totalElements: 0, totalPages: 0, first: true, last: true, empty: true });
    });

    it('saves the first address as the base even when not asked, with the phone as digits', async () => {
      const id = idOf(await add(member, { baseAddress: 'N', recipient: ' 김민수 ' }));
      const answer = await getOne(member, id);
      expect(answer.status).toBe(200);
      expect(answer.body.address).toEqual({
        id,
        sname: '집',
        recipient: '김민수',
        phone: '01012345678',
        zipCode: '06236',
        address: '서울 강남구 테헤란로 152',
        adrDetail: '12층',
        baseAddress: 'Y',
      });
      expect((await base(member)).body).toMatchObject({ result: '0000', dto: { id, baseAddress: 'Y' } });
    });

    it('adds beside the base with N, switches the base with Y, and lists the base first, then the newest', async () => {
      const [first] = await bases(member.id);
      const second = idOf(await add(member, { sname: '회사', baseAddress: 'N' }));
      expect(await bases(member.id)).toEqual([first]);
      const third = idOf(await add(member, { sname: '본가', baseAddress: 'Y' }));
      expect(await bases(member.id)).toEqual([third]);
      const page = await list(member, { size: 2 });
      expect(page.body.list).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2, first: true, last: false, empty: false });
      expect((page.body.list as { content: Array<{ id: number; baseAddress: string }> }).content.map((a) => [a.id, a.baseAddress])).toEqual([
        [third, 'Y'],
        [second, 'N'],
      ]);
      const next = await list(member, { page: 1, size: 2 });
      expect((next.body.list as { content: Array<{ id: number }> }).content.map((a) => a.id)).toEqual([first]);
    });

    it('edits an address (PUT): fields replaced, Y switches the base, N on the base keeps it', async () => {
      const [current] = await bases(member.id);
      const other = (await rows(member.id)).find((row) => !row.base_address)!.id;
      const edited = await member.browser.put('/api/shipment/adr.php', { ...ADDRESS, memberId: member.id, id: other, recipient: '이서연', phone: '02-123-4567', baseAddress: 'N' });
      expect([edited.status, edited.body]).toEqual([200, { result: '0000', message: '배송지가 저장되었습니다.', dto: { id: other } }]);
      expect((await getOne(member, other)).body.address).toMatchObject({ recipient: '이서연', phone: '021234567', baseAddress: 'N' });
      expect(await bases(member.id)).toEqual([current]);

      await member.browser.put('/api/shipment/adr.php', { ...ADDRESS, memberId: member.id, id: current, baseAddress: 'N' });
      expect(await bases(member.id)).toEqual([current]);
      await member.browser.put('/api/shipment/adr.php', { ...ADDRESS, memberId: member.id, id: other, baseAddress: 'Y' });
      expect(await bases(member.id)).toEqual([other]);
    });

    it('makes an address the base (adr_save.php { memId, addrId }), twice the same', async () => {
      const target = (await rows(member.id)).find((row) => !row.base_address)!.id;
      for (let i = 0; i < 2; i += 1) {
        const answer = await member.browser.post('/api/shipment/adr_save.php', { memId: member.id, addrId: target });
        expect([answer.status, answer.body]).toEqual([200, { result: '0000', message: '기본 배송지로 설정되었습니다.', dto: { id: target } }]);
        expect(await bases(member.id)).toEqual([target]);
      }
    });

    it('deletes an address; deleting the base makes the newest remaining one the base', async () => {
      const before = await rows(member.id);
      const [current] = await bases(member.id);
      const answer = await member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: current });
      expect([answer.status, answer.body]).toEqual([200, { result: '0000', message: '배송지가 삭제되었습니다.' }]);
      const newest = (await sql<{ id: number }>('SELECT id FROM shipping_address WHERE member_id = $1 ORDER BY created DESC, id DESC LIMIT 1', [member.id]))[0].id;
      expect(await bases(member.id)).toEqual([newest]);
      expect((await rows(member.id)).length).toBe(before.length - 1);
      // Deleting an address that is not the base leaves the base alone.
      const plain = (await rows(member.id)).find((row) => !row.base_address)!.id;
      expect((await member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: plain })).status).toBe(200);
      expect(await bases(member.id)).toEqual([newest]);
      // The last one leaves no base.
      expect((await member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: newest })).body.result).toBe('0000');
      expect((await base(member)).body.dto).toBeNull();
    });
  });

  describe('bad input', () => {
    let member: SignedUp;
    beforeAll(async () => {
      member = await signUpMember(app);
      idOf(await add(member));
    });

    it.each([
      ['no recipient', { recipient: undefined }, '받는 분을 입력해주세요.'],
      ['a blank recipient', { recipient: '   ' }, '받는 분을 입력해주세요.'],
      ['no phone', { phone: undefined }, '연락처를 입력해주세요.'],
      ['an empty phone', { phone: '' }, '연락처를 입력해주세요.'],
      ['a phone that is not Korean', { phone: '+1 555 0100' }, '연락처를 정확히 입력해주세요.'],
      ['letters in the phone', { phone: '010-abcd-5678' }, '연락처를 정확히 입력해주세요.'],
      ['no address', { address: undefined }, '주소를 입력해주세요.'],
      ['an empty address', { address: '' }, '주소를 입력해주세요.'],
      ['a 4-digit zip code', { zipCode: '1234' }, '우편번호 5자리를 입력해주세요.'],
      ['a recipient of 31 characters', { recipient: '가'.repeat(31) }, '받는 분은 30자 이하로 입력해주세요.'],
      ['a detail of 101 characters', { adrDetail: '층'.repeat(101) }, '상세주소는 100자 이하로 입력해주세요.'],
      ['a control character', { adrDetail: '12층\u0000' }, '허용되지 않는 문자가 포함되어 있습니다.'],
      ['baseAddress other than Y or N', { baseAddress: 'yes' }, '기본 배송지 여부 값이 올바르지 않습니다.'],
    ])('refuses %s with 400 and a Korean message, writing nothing', async (_case, change, message) => {
      const before = await rows(member.id);
      const body: Record<string, unknown> = { ...ADDRESS, memberId: member.id, ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const added = await member.browser.post('/api/shipment/adr.php', body);
      expect([added.status, added.body.result, added.body.message]).toEqual([400, '4000', message]);
      const edited = await member.browser.put('/api/shipment/adr.php', { ...body, id: before[0].id });
      expect([edited.status, edited.body.message]).toEqual([400, message]);
      expect(await rows(member.id)).toEqual(before);
    });

    it('refuses ids that are not ids with 400', async () => {
      expect((await member.browser.get('/api/shipment/adr_get.php', { memId: member.id, addrId: 'abc' as unknown as number })).status).toBe(400);
      expect((await member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: -1 })).status).toBe(400);
      expect((await member.browser.get('/api/shipment/adr.php', { id: member.id, size: 21 })).status).toBe(400);
    });
  });

  describe('another member', () => {
    let owner: SignedUp;
    let intruder: SignedUp;
    let ownersAddress: number;
    beforeAll(async () => {
      owner = await signUpMember(app);
      intruder = await signUpMember(app);
      ownersAddress = idOf(await add(owner, { recipient: '주인' }));
      idOf(await add(intruder));
    });

    it('may not name the owner (403) on any call', async () => {
      const answers = await Promise.all([
        intruder.browser.get('/api/shipment/adr.php', { id: owner.id }),
        intruder.browser.get('/api/shipment/adr_base.php', { memId: owner.id }),
        intruder.browser.get('/api/shipment/adr_get.php', { memId: owner.id, addrId: ownersAddress }),
        intruder.browser.post('/api/shipment/adr.php', { ...ADDRESS, memberId: owner.id }),
        intruder.browser.put('/api/shipment/adr.php', { ...ADDRESS, memberId: owner.id, id: ownersAddress }),
        intruder.browser.post('/api/shipment/adr_save.php', { memId: owner.id, addrId: ownersAddress }),
        intruder.browser.delete('/api/shipment/adr_del.php', { memId: owner.id, addrId: ownersAddress }),
      ]);
      for (const answer of answers) expect([answer.status, answer.body.result]).toEqual([403, '4030']);
    });

    it('finds nothing (404, as for a missing id) with the owner\'s address id under their own id, and changes nothing', async () => {
      const before = await rows(owner.id);
      const answers = await Promise.all([
        intruder.browser.get('/api/shipment/adr_get.php', { memId: intruder.id, addrId: ownersAddress }),
        intruder.browser.put('/api/shipment/adr.php', { ...ADDRESS, memberId: intruder.id, id: ownersAddress, recipient: '해커', baseAddress: 'Y' }),
        intruder.browser.post('/api/shipment/adr_save.php', { memId: intruder.id, addrId: ownersAddress }),
        intruder.browser.delete('/api/shipment/adr_del.php', { memId: intruder.id, addrId: ownersAddress }),
      ]);
      for (const answer of answers) {
        expect([answer.status, answer.body.result, answer.body.code, answer.body.message]).toEqual([404, '4040', 'MEMBERSHIP.ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.']);
      }
      const missing = await intruder.browser.get('/api/shipment/adr_get.php', { memId: intruder.id, addrId: 2_000_000_000 });
      expect([missing.status, missing.body.message]).toEqual([404, '배송지를 찾을 수 없습니다.']);
      expect(await rows(owner.id)).toEqual(before);
      expect((await getOne(owner, ownersAddress)).body.address).toMatchObject({ recipient: '주인' });
      // The intruder's own list never shows the owner's address.
      expect((await list(intruder)).body.list).toMatchObject({ totalElements: 1 });
    });
  });

  describe('limits and the database', () => {
    it('holds at most 20 addresses: the 21st is a 409 with a Korean message', async () => {
      const member = await signUpMember(app);
      for (let i = 0; i < 20; i += 1) idOf(await add(member, { sname: `배송지${i}` }));
      const refused = await add(member, { baseAddress: 'Y' });
      expect([refused.status, refused.body.result, refused.body.code]).toEqual([409, '4090', 'MEMBERSHIP.ADDRESS_BOOK_FULL']);
      expect(refused.body.message).toBe('배송지는 최대 20개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제해주세요.');
      expect((await rows(member.id)).length).toBe(20);
      expect((await bases(member.id)).length).toBe(1);
      // After one is deleted there is room again.
      const [plain] = (await rows(member.id)).filter((row) => !row.base_address);
      await member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: plain.id });
      expect((await add(member)).status).toBe(200);
    });

    it('refuses a second base address in the database itself, and removes the addresses with their member', async () => {
      const member = await signUpMember(app);
      const id = idOf(await add(member));
      await expect(
        sql(`INSERT INTO shipping_address (member_id, sname, recipient, phone, zip_code, address, adr_detail, base_address, created, updated)
             VALUES ($1, '', '김민수', '01012345678', '06236', '서울', '', true, now(), now())`, [member.id]),
      ).rejects.toThrow(/shipping_address_one_base_key/);
      expect(await bases(member.id)).toEqual([id]);
      await sql('DELETE FROM member WHERE id = $1', [member.id]);
      expect(await rows(member.id)).toEqual([]);
    });
  });

  describe('AddressBookService (what the checkout calls)', () => {
    it('finds the member\'s own and base address, never another member\'s', async () => {
      const owner = await signUpMember(app);
      const other = await signUpMember(app);
      const id = idOf(await add(owner));
      const book = app.get(AddressBookService);
      expect(await book.findOwn(owner.id, id)).toEqual({
        id, memberId: owner.id, sname: '집', recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: true,
      });
      expect(await book.findOwn(other.id, id)).toBeNull();
      expect(await book.findBase(owner.id)).toMatchObject({ id });
      expect(await book.findBase(other.id)).toBeNull();
    });

    it('adds with the HTTP rules and joins the caller\'s unit of work: rolled back with it', async () => {
      const member = await signUpMember(app);
      const book = app.get(AddressBookService);
      const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK);
      const input = { recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울', adrDetail: '', baseAddress: false };
      expect(await book.add(member.id, { ...input, phone: '12' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.PHONE_INVALID' });
      await expect(
        unitOfWork.run(async () => {
          const saved = await book.add(member.id, input);
          expect(saved).toMatchObject({ ok: true, value: { memberId: member.id, baseAddress: true } });
          throw new Error('the checkout failed after saving the address');
        }),
      ).rejects.toThrow('the checkout failed');
      expect(await rows(member.id)).toEqual([]);
      const kept = await unitOfWork.run(() => book.add(member.id, { ...input, sname: '회사' }));
      expect(kept.ok && (await rows(member.id)).map((row) => [row.id, row.base_address])).toEqual([[kept.ok && kept.value.id, true]]);
    });
  });

  describe('races', () => {
    it('10 parallel adds with baseAddress Y: every answer 0000, exactly one base after', async () => {
      const member = await signUpMember(app);
      idOf(await add(member));
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => add(member, { sname: `동시${i}`, baseAddress: 'Y' })));
      // The member's writes queue on their row lock, so none meets another: all succeed (the one-base index is the second line).
      expect(answers.map((answer) => [answer.status, answer.body.result])).toEqual(Array.from({ length: 10 }, () => [200, '0000']));
      const saved = answers.map(idOf);
      expect((await rows(member.id)).length).toBe(1 + saved.length);
      expect((await bases(member.id)).length).toBe(1);
      expect(saved).toContain((await bases(member.id))[0]);
    });

    it('10 parallel first addresses: all saved, exactly one of them the base', async () => {
      const member = await signUpMember(app);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => add(member, { sname: `첫${i}`, baseAddress: 'N' })));
      expect(answers.map((answer) => [answer.status, answer.body.result])).toEqual(Array.from({ length: 10 }, () => [200, '0000']));
      expect((await rows(member.id)).length).toBe(10);
      expect((await bases(member.id)).length).toBe(1);
    });

    it('parallel deletes of the base and base switches never leave the book without exactly one base', async () => {
      const member = await signUpMember(app);
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) ids.push(idOf(await add(member)));
      const answers = await Promise.all([
        member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: ids[0] }),
        member.browser.post('/api/shipment/adr_save.php', { memId: member.id, addrId: ids[1] }),
        member.browser.post('/api/shipment/adr_save.php', { memId: member.id, addrId: ids[2] }),
        member.browser.delete('/api/shipment/adr_del.php', { memId: member.id, addrId: ids[2] }),
        member.browser.put('/api/shipment/adr.php', { ...ADDRESS, memberId: member.id, id: ids[3], baseAddress: 'Y' }),
        add(member, { baseAddress: 'Y' }),
      ]);
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      expect((await bases(member.id)).length).toBe(1);
    });
  });
});
