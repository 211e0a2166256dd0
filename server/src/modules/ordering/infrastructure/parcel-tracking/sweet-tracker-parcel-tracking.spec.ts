import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';
import { findCarrier } from '../../domain/carrier-registry';
import { SweetTrackerParcelTracking } from './sweet-tracker-parcel-tracking';

const KEY = 'st-secret-key-0123';
const CJ = findCarrier('04')!;

type Answer = { status: number; body: unknown } | 'hang' | 'garbage';

/** A stand-in for Sweet Tracker's API on 127.0.0.1: records each request, answers what the test says. */
class FakeSweetTracker {
  readonly received: URL[] = [];
  answer: (url: URL) => Answer = () => ({ status: 404, body: {} });
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.received.push(url);
    const answer = this.answer(url);
    if (answer === 'hang') return;
    if (answer === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(answer.body));
  }
}

/** 2026-11-24 10:05 and 18:30 in Korea. */
const PICKED_UP = Date.parse('2026-11-24T01:05:00Z');
const OUT_FOR_DELIVERY = Date.parse('2026-11-24T09:30:00Z');

function trackingAnswer() {
  return {
    invoiceNo: '123456789012',
    complete: false,
    level: 5,
    result: 'Y',
    trackingDetails: [
      { time: PICKED_UP, timeString: '2026-11-24 10:05:00', where: '서울강남', kind: '집화처리', level: 2, telno: '' },
      { time: OUT_FOR_DELIVERY, timeString: '2026-11-24 18:30:00', where: '부산해운대', kind: '배달출발', level: 5, telno: '' },
    ],
  };
}

describe('SweetTrackerParcelTracking', () => {
  const fake = new FakeSweetTracker();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await fake.start();
  });

  afterAll(() => fake.stop());

  beforeEach(() => {
    fake.received.length = 0;
  });

  const adapter = (timeoutMs = 5_000) => new SweetTrackerParcelTracking({ baseUrl, apiKey: KEY, timeoutMs });

  it("asks trackingInfo with the key, the carrier's code and the number, and answers the events in Korean time", async () => {
    fake.answer = () => ({ status: 200, body: trackingAnswer() });
    const parcel = await adapter().track(CJ, '123456789012');
    expect(fake.received).toHaveLength(1);
    const [url] = fake.received;
    expect(url.pathname).toBe('/api/v1/trackingInfo');
    expect(Object.fromEntries(url.searchParams)).toEqual({ t_key: KEY, t_code: '04', t_invoice: '123456789012' });
    expect(parcel).toEqual({
      link: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      events: [
        { time: '2026-11-24T10:05:00+09:00', place: '서울강남', status: '집화처리' },
        { time: '2026-11-24T18:30:00+09:00', place: '부산해운대', status: '배달출발' },
      ],
    });
  });

  it("falls back to the service's time text when an event has no epoch time", async () => {
    fake.answer = () => ({ status: 200, body: { trackingDetails: [{ timeString: '2026-11-24 10:05:00', where: '서울강남', kind: '집화처리' }] } });
    expect((await adapter().track(CJ, '123456789012')).events).toEqual([{ time: '2026-11-24 10:05:00', place: '서울강남', status: '집화처리' }]);
  });

  it('answers no events, but the link, for a number the service has nothing for yet', async () => {
    for (const code of ['104', '105']) {
      fake.answer = () => ({ status: 200, body: { status: false, code, msg: '유효하지 않은 운송장번호 이거나 택배사 코드 입니다.' } });
      expect(await adapter().track(CJ, '999999999999')).toEqual({ link: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=999999999999', events: [] });
    }
  });

  it('throws "unavailable" with a clear Korean message when the key is refused, and never puts the key in the message', async () => {
    fake.answer = () => ({ status: 200, body: { status: false, code: '101', msg: '유효하지 않은 키입니다.' } });
    const error = await adapter().track(CJ, '123456789012').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutsideServiceUnavailableError);
    expect(error).toMatchObject({ code: 'ORDERING.PARCEL_TRACKING_UNAVAILABLE', userMessage: '배송 조회 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
    expect((error as Error).message).toContain('code 101');
    expect((error as Error).message).not.toContain(KEY);
  });

  it('throws "unavailable" on a 5xx and on an unreadable answer', async () => {
    fake.answer = () => ({ status: 503, body: { msg: 'down' } });
    await expect(adapter().track(CJ, '123456789012')).rejects.toMatchObject({ code: 'ORDERING.PARCEL_TRACKING_UNAVAILABLE', message: expect.stringContaining('HTTP 503') });
    fake.answer = () => 'garbage';
    await expect(adapter().track(CJ, '123456789012')).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
  });

  it('gives up after the time-out with "unavailable", the key kept out of the message', async () => {
    fake.answer = () => 'hang';
    const started = Date.now();
    const error = await adapter(300).track(CJ, '123456789012').catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(OutsideServiceUnavailableError);
    expect((error as Error).message).toContain('timed out');
    expect((error as Error).message).not.toContain(KEY);
  });

  it('throws "unavailable" when nothing listens at the address', async () => {
    const nowhere = new SweetTrackerParcelTracking({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY, timeoutMs: 1_000 });
    await expect(nowhere.track(CJ, '123456789012')).rejects.toBeInstanceOf(OutsideServiceUnavailableError);
  });
});
