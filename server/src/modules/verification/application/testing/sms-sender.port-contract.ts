/* What every SmsSenderPort keeps: the outbox and Solapi (against a fake Solapi), both in test/contract/sms-sender.contract-spec.ts. */
import type { SmsSenderPort } from '../ports/sms-sender.port';

export interface SmsSenderSetUp {
  /** A sender as a process has it; a retry after a "crash" asks for a new one, as another process would run it. */
  sender(): SmsSenderPort;
  /** The texts that reached `to`'s phone (or the outbox for it), oldest first. */
  delivered(to: string): Promise<string[]>;
  /** The next keyed send hands the text over and then dies as a crash would: the provider has it, the caller never learns. */
  crashAfterHandOver(): void;
  /** The next keyed send dies as a crash would after it began and before the text was handed over. */
  crashBeforeHandOver(): void;
}

/** A number and a key no other test (nor suite: they share a database) uses. */
function fresh(): { to: string; key: string } {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return { to: `010${digits}`, key: `contract:${digits}:${Date.now()}` };
}

export function describeSmsSenderPort(name: string, setUp: () => Promise<SmsSenderSetUp>): void {
  describe(`${name}: the SmsSenderPort contract`, () => {
    it('delivers a text without a key each time it is sent (codes, temporary passwords)', async () => {
      const world = await setUp();
      const { to } = fresh();
      await world.sender().send({ to, text: '인증번호 [111111]' });
      await world.sender().send({ to, text: '인증번호 [111111]' });
      expect(await world.delivered(to)).toEqual(['인증번호 [111111]', '인증번호 [111111]']);
    });

    it('delivers a text with a key once, however often and by whichever process it is sent', async () => {
      const world = await setUp();
      const { to, key } = fresh();
      const sender = world.sender();
      await sender.send({ to, text: '주문 완료', idempotencyKey: key });
      await sender.send({ to, text: '주문 완료', idempotencyKey: key });
      await world.sender().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(await world.delivered(to)).toEqual(['주문 완료']);
    });

    it('delivers texts with different keys each once', async () => {
      const world = await setUp();
      const { to, key } = fresh();
      await world.sender().send({ to, text: 'first', idempotencyKey: `${key}:1` });
      await world.sender().send({ to, text: 'second', idempotencyKey: `${key}:2` });
      await world.sender().send({ to, text: 'first', idempotencyKey: `${key}:1` });
      expect(await world.delivered(to)).toEqual(['first', 'second']);
    });

    it('a crash after the text was handed over: the retry delivers nothing more', async () => {
      const world = await setUp();
      const { to, key } = fresh();
      world.crashAfterHandOver();
      await expect(world.sender().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow();
      expect(await world.delivered(to)).toEqual(['주문 완료']);
      await world.sender().send({ to, text: '주문 완료', idempotencyKey: key });
      await world.sender().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(await world.delivered(to)).toEqual(['주문 완료']);
    });

    it('a crash before the text was handed over: the retry delivers it, once', async () => {
      const world = await setUp();
      const { to, key } = fresh();
      world.crashBeforeHandOver();
      await expect(world.sender().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow();
      expect(await world.delivered(to)).toEqual([]);
      await world.sender().send({ to, text: '주문 완료', idempotencyKey: key });
      await world.sender().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(await world.delivered(to)).toEqual(['주문 완료']);
    });

    it('two tries of one key at once (a job run again beside itself) deliver it once; a try that failed, retried, adds nothing', async () => {
      const world = await setUp();
      const { to, key } = fresh();
      await Promise.allSettled([world.sender().send({ to, text: '휴면 안내', idempotencyKey: key }), world.sender().send({ to, text: '휴면 안내', idempotencyKey: key })]);
      await world.sender().send({ to, text: '휴면 안내', idempotencyKey: key });
      expect(await world.delivered(to)).toEqual(['휴면 안내']);
    });
  });
}
