import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SOLAPI_API_KEY = 'NCSTESTKEY';
export const FAKE_SOLAPI_API_SECRET = 'test-secret-that-only-the-shop-knows';

export interface FakeSolapiRequest {
  method: string;
  url: string;
  authorization: string;
  body: unknown;
}

interface FakeMessage {
  to: string;
  from: string;
  text: string;
}

interface FakeGroup {
  groupId: string;
  status: 'PENDING' | 'SENDING';
  allowDuplicates: boolean;
  messages: FakeMessage[];
}

/** Solapi's routes the fake answers, for faults. */
export type FakeSolapiRoute = 'send-one' | 'create-group' | 'add-messages' | 'send-group' | 'get-group';

/**
 * A fault on the next call of a route, as a crash of the shop's process would leave it: `lose-answer` does the call's
 * work at "Solapi" and then cuts the connection (the shop never learns it), `cut-before` cuts it before any work.
 * `report-empty` (reading a group) answers a count of 0 whatever the group holds: Solapi's reads are eventually
 * consistent (the SDK's own tests retry a group read), so a message just added may not be counted yet.
 */
export type FakeSolapiFault = 'lose-answer' | 'cut-before' | 'report-empty';

/**
 * A stand-in for api.solapi.com on 127.0.0.1 that checks the HMAC signature as Solapi does, and keeps what a real
 * account would: messages sent at once (`POST /messages/v4/send`) and message groups (made, filled, sent once, read;
 * what the SDK's GroupService calls). `delivered` is every message that left "Solapi" for a phone: a sent group's
 * messages and the ones sent at once. A group refuses a second message to a number unless made with allowDuplicates,
 * and a second send, as Solapi does.
 */
export class FakeSolapi {
  readonly received: FakeSolapiRequest[] = [];
  readonly delivered: FakeMessage[] = [];
  readonly groups = new Map<string, FakeGroup>();
  /** The HTTP status `POST /messages/v4/send` answers (200, or an error to play a refusal). */
  sendOneStatus = 200;
  private readonly faults = new Map<FakeSolapiRoute, FakeSolapiFault>();
  private server: Server | undefined;
  private nextGroup = 1;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => this.receive(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  failNext(route: FakeSolapiRoute, fault: FakeSolapiFault): void {
    this.faults.set(route, fault);
  }

  deliveredTo(to: string): string[] {
    return this.delivered.filter((message) => message.to === to).map((message) => message.text);
  }

  /** The calls made to a route, by method and path with the group id left out. */
  callsOf(route: FakeSolapiRoute): FakeSolapiRequest[] {
    return this.received.filter((request) => routeOf(request.method, request.url) === route);
  }

  private receive(request: IncomingMessage, response: ServerResponse): void {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const authorization = String(request.headers.authorization ?? '');
      const received: FakeSolapiRequest = { method: request.method ?? '', url: request.url ?? '', authorization, body: JSON.parse(raw || '{}') };
      this.received.push(received);
      if (!signedBySolapiKey(authorization)) {
        answer(response, 403, { errorCode: 'SignatureDoesNotMatch', errorMessage: 'bad signature' });
        return;
      }
      const route = routeOf(received.method, received.url);
      const fault = route ? this.faults.get(route) : undefined;
      if (route && fault) this.faults.delete(route);
      if (fault === 'cut-before') {
        response.socket?.destroy();
        return;
      }
      const [status, body] = this.answer(route, received);
      if (fault === 'lose-answer') response.socket?.destroy();
      else if (fault === 'report-empty' && status === 200) answer(response, status, { ...(body as object), count: { total: 0, registeredSuccess: 0 } });
      else answer(response, status, body);
    });
  }

  private answer(route: FakeSolapiRoute | undefined, request: FakeSolapiRequest): [number, unknown] {
    const groupId = /\/groups\/([^/]+)/.exec(request.url)?.[1];
    const group = groupId ? this.groups.get(decodeURIComponent(groupId)) : undefined;
    const body = request.body as { message?: FakeMessage; messages?: FakeMessage[]; allowDuplicates?: boolean };
    switch (route) {
      case 'send-one':
        if (this.sendOneStatus !== 200) return [this.sendOneStatus, { errorCode: 'ValidationError', errorMessage: 'to' }];
        this.delivered.push(body.message as FakeMessage);
        return [200, { messageId: 'M4V1', statusCode: '2000', statusMessage: '정상 접수' }];
      case 'create-group': {
        const made: FakeGroup = { groupId: `G4V${String(this.nextGroup++).padStart(6, '0')}`, status: 'PENDING', allowDuplicates: body.allowDuplicates === true, messages: [] };
        this.groups.set(made.groupId, made);
        return [200, groupAnswer(made)];
      }
      case 'add-messages': {
        if (!group) return [404, { errorCode: 'NotFound', errorMessage: 'group' }];
        if (group.status !== 'PENDING') return [400, { errorCode: 'GroupAlreadySent', errorMessage: 'sent groups take no messages' }];
        const resultList = (body.messages ?? []).map((message) => {
          if (!group.allowDuplicates && group.messages.some((kept) => kept.to === message.to)) return { to: message.to, statusCode: '1xxx', statusMessage: '중복 수신번호' };
          group.messages.push(message);
          return { to: message.to, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정)' };
        });
        return [200, { errorCount: String(resultList.filter((result) => result.statusCode !== '2000').length), resultList }];
      }
      case 'send-group':
        if (!group) return [404, { errorCode: 'NotFound', errorMessage: 'group' }];
        if (group.status !== 'PENDING') return [400, { errorCode: 'GroupAlreadySent', errorMessage: 'a group is sent once' }];
        if (group.messages.length === 0) return [400, { errorCode: 'NoMessagesToSend', errorMessage: 'empty group' }];
        group.status = 'SENDING';
        this.delivered.push(...group.messages);
        return [200, groupAnswer(group)];
      case 'get-group':
        return group ? [200, groupAnswer(group)] : [404, { errorCode: 'NotFound', errorMessage: 'group' }];
      default:
        return [404, { errorCode: 'NotFound', errorMessage: request.url }];
    }
  }
}

export function startFakeSolapi(): Promise<FakeSolapi> {
  return new FakeSolapi().start();
}

function signedBySolapiKey(authorization: string): boolean {
  const fields = /^HMAC-SHA256 apiKey=(.+), date=(.+), salt=(.+), signature=([0-9a-f]{64})$/.exec(authorization);
  return (
    fields !== null &&
    fields[1] === FAKE_SOLAPI_API_KEY &&
    createHmac('sha256', FAKE_SOLAPI_API_SECRET).update(fields[2] + fields[3]).digest('hex') === fields[4] &&
    Math.abs(Date.parse(fields[2]) - Date.now()) < 15 * 60_000
  );
}

function routeOf(method: string, url: string): FakeSolapiRoute | undefined {
  if (method === 'POST' && url === '/messages/v4/send') return 'send-one';
  if (method === 'POST' && url === '/messages/v4/groups') return 'create-group';
  if (method === 'PUT' && /^\/messages\/v4\/groups\/[^/]+\/messages$/.test(url)) return 'add-messages';
  if (method === 'POST' && /^\/messages\/v4\/groups\/[^/]+\/send$/.test(url)) return 'send-group';
  if (method === 'GET' && /^\/messages\/v4\/groups\/[^/]+$/.test(url)) return 'get-group';
  return undefined;
}

/** The group as Solapi answers it (the fields the shop reads, and the SDK's count). */
function groupAnswer(group: FakeGroup): unknown {
  const total = group.messages.length;
  return {
    groupId: group.groupId,
    status: group.status,
    allowDuplicates: group.allowDuplicates,
    count: { total, sentTotal: group.status === 'PENDING' ? 0 : total, sentPending: group.status === 'PENDING' ? 0 : total, registeredSuccess: total, registeredFailed: 0 },
  };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
