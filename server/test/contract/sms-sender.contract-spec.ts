import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../../src/config/app-config';
import type { SmsMessage, SmsSenderPort } from '../../src/modules/verification/application/ports/sms-sender.port';
import { describeSmsSenderPort } from '../../src/modules/verification/application/testing/sms-sender.port-contract';
import { OutboxSmsSender } from '../../src/modules/verification/infrastructure/sms/outbox-sms-sender';
import { SmsOutboxOrmEntity } from '../../src/modules/verification/infrastructure/sms/sms-outbox.orm-entity';
import { SmsSendKeyOrmEntity } from '../../src/modules/verification/infrastructure/sms/sms-send-key.orm-entity';
import { SmsSendKeys } from '../../src/modules/verification/infrastructure/sms/sms-send-keys';
import { SolapiSmsSender } from '../../src/modules/verification/infrastructure/sms/solapi-sms-sender';
import { FAKE_SOLAPI_API_KEY, FAKE_SOLAPI_API_SECRET, type FakeSolapi, startFakeSolapi } from '../../src/modules/verification/infrastructure/sms/testing/fake-solapi';
import { sql } from '../support/database';

const clock = { now: () => new Date() };

let dataSource: DataSource;
beforeAll(async () => {
  // The adapters' log lines are checked by a spy below, not printed.
  Logger.overrideLogger(false);
  dataSource = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities: [SmsOutboxOrmEntity, SmsSendKeyOrmEntity], poolSize: 4 }).initialize();
});
afterAll(() => dataSource?.destroy());

function configFor(baseUrl: string) {
  return loadAppConfig({
    SMS_PROVIDER: 'solapi',
    SOLAPI_BASE_URL: baseUrl,
    SOLAPI_API_KEY: FAKE_SOLAPI_API_KEY,
    SOLAPI_API_SECRET: FAKE_SOLAPI_API_SECRET,
    SMS_FROM: '0212345678',
    LOG_LEVEL: 'silent',
  });
}

/** A "crash" of the outbox's process around its one transaction: the text kept and the caller never told, or nothing done. */
class CrashingSender implements SmsSenderPort {
  static next: 'after' | 'before' | undefined;
  constructor(private readonly inner: SmsSenderPort) {}

  async send(message: SmsMessage): Promise<void> {
    const crash = message.idempotencyKey === undefined ? undefined : CrashingSender.next;
    if (crash) CrashingSender.next = undefined;
    if (crash === 'before') throw new Error('the process died before the outbox kept the text');
    await this.inner.send(message);
    if (crash === 'after') throw new Error('the process died after the outbox kept the text');
  }
}

describeSmsSenderPort('OutboxSmsSender on PostgreSQL', async () => {
  const config = configFor('http://127.0.0.1:9');
  const outbox = () => new OutboxSmsSender(dataSource.getRepository(SmsOutboxOrmEntity), clock, config.sms, config, new SmsSendKeys(dataSource));
  return {
    sender: () => new CrashingSender(outbox()),
    delivered: async (to) => (await sql<{ text: string }>('SELECT text FROM sms_outbox WHERE recipient = $1 ORDER BY id', [to])).map((row) => row.text),
    crashAfterHandOver: () => void (CrashingSender.next = 'after'),
    crashBeforeHandOver: () => void (CrashingSender.next = 'before'),
  };
});

describe('Solapi against a fake Solapi on 127.0.0.1', () => {
  let fake: FakeSolapi;
  beforeAll(async () => {
    fake = await startFakeSolapi();
  });
  afterAll(() => fake.stop());

  const solapi = () => new SolapiSmsSender(configFor(fake.baseUrl).sms, new SmsSendKeys(dataSource), clock);

  describeSmsSenderPort('SolapiSmsSender', async () => ({
    sender: solapi,
    delivered: async (to) => fake.deliveredTo(to),
    // Solapi sends the group, the answer never arrives (the process died while it travelled).
    crashAfterHandOver: () => fake.failNext('send-group', 'lose-answer'),
    // The group is made, recorded and filled; the process dies before Solapi gets the send.
    crashBeforeHandOver: () => fake.failNext('send-group', 'cut-before'),
  }));

  describe('SolapiSmsSender: the other crash windows of a keyed text', () => {
    let n = 0;
    const fresh = () => ({ to: `0109${String(++n).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`, key: `solapi-windows:${n}:${Date.now()}` });
    const groupOf = async (key: string) => (await sql<{ solapi_group_id: string }>('SELECT solapi_group_id FROM sms_send_key WHERE idempotency_key = $1', [key]))[0]?.solapi_group_id;

    it('makes a group that refuses a second message to the number, records it, fills it and sends it; no plain send', async () => {
      const { to, key } = fresh();
      const sendsBefore = fake.callsOf('send-one').length;
      await solapi().send({ to, text: '주문 완료', idempotencyKey: key });
      const groupId = await groupOf(key);
      expect(groupId).toMatch(/^G4V/);
      expect(fake.groups.get(groupId)).toMatchObject({ status: 'SENDING', allowDuplicates: false, messages: [{ to, from: '0212345678', text: '주문 완료' }] });
      expect(fake.callsOf('send-one')).toHaveLength(sendsBefore);
    });

    it('a crash after the group was made and recorded, before the message went in: the retry adds it and sends, once', async () => {
      const { to, key } = fresh();
      fake.failNext('add-messages', 'cut-before');
      await expect(solapi().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow(/Solapi unreachable \(PUT \/messages\/v4\/groups\/\{id\}\/messages\)/);
      const groupId = await groupOf(key);
      expect(fake.groups.get(groupId)).toMatchObject({ status: 'PENDING', messages: [] });
      await solapi().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(fake.groups.get(groupId)?.messages).toHaveLength(1);
      expect(fake.deliveredTo(to)).toEqual(['주문 완료']);
    });

    it('a crash after the message went in (its answer lost): the retry sends the group without adding it again', async () => {
      const { to, key } = fresh();
      fake.failNext('add-messages', 'lose-answer');
      await expect(solapi().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow();
      expect(fake.deliveredTo(to)).toEqual([]);
      const addsBefore = fake.callsOf('add-messages').length;
      await solapi().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(fake.callsOf('add-messages')).toHaveLength(addsBefore);
      expect(fake.deliveredTo(to)).toEqual(['주문 완료']);
    });

    it('a crash after Solapi made the group, before the shop recorded it: the retry makes another and sends once (the first stays empty)', async () => {
      const { to, key } = fresh();
      fake.failNext('create-group', 'lose-answer');
      const groupsBefore = fake.groups.size;
      await expect(solapi().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow();
      expect(await groupOf(key)).toBeUndefined();
      await solapi().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(fake.groups.size).toBe(groupsBefore + 2);
      expect(fake.deliveredTo(to)).toEqual(['주문 완료']);
    });

    it('a retry that reads the group before Solapi counts its message adds it again: Solapi refuses the duplicate, the next retry sends once', async () => {
      const { to, key } = fresh();
      fake.failNext('add-messages', 'lose-answer');
      await expect(solapi().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow();
      fake.failNext('get-group', 'report-empty');
      await expect(solapi().send({ to, text: '주문 완료', idempotencyKey: key })).rejects.toThrow(/refused the message in group/);
      await solapi().send({ to, text: '주문 완료', idempotencyKey: key });
      expect(fake.deliveredTo(to)).toEqual(['주문 완료']);
      expect(fake.groups.get(await groupOf(key))?.messages).toHaveLength(1);
    });

    it('logs the masked number and the group, never the text', async () => {
      const { to, key } = fresh();
      const sender = solapi();
      const log = jest.spyOn((sender as unknown as { logger: { log: (entry: unknown) => void } }).logger, 'log');
      await sender.send({ to, text: '비밀 문구', idempotencyKey: key });
      await sender.send({ to, text: '비밀 문구', idempotencyKey: key });
      const written = JSON.stringify(log.mock.calls);
      expect(written).not.toContain('비밀 문구');
      expect(written).not.toContain(to);
      expect(log).toHaveBeenCalledTimes(2);
      expect(written).toContain(await groupOf(key));
    });
  });
});
