import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { closeConnectionsWhileDraining } from './close-while-draining';
import { drainState } from './drain-state';

/** A keep-alive GET: its status, its Connection header, and whether the server closed the socket after it. */
function get(port: number, agent: Agent, path: string): Promise<{ status: number; connection: string | undefined; socketClosed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent }, (answer) => {
      const socketClosed = new Promise<void>((closed) => answer.socket.once('close', () => closed()));
      answer.resume();
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection, socketClosed }));
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe('closeConnectionsWhileDraining', () => {
  afterEach(() => {
    drainState.draining = false;
  });

  async function server() {
    // As app.factory.ts: idle keep-alive sockets are closed on close, a minute's keep-alive otherwise.
    const fastify = Fastify({ forceCloseConnections: 'idle', keepAliveTimeout: 60_000 });
    closeConnectionsWhileDraining(fastify);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    fastify.get('/quick', async () => ({ ok: true }));
    fastify.get('/slow', async () => {
      arrived();
      await held;
      return { ok: true };
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    return { fastify, port: (fastify.server.address() as AddressInfo).port, release, inFlight };
  }

  it('keeps connections alive while serving as usual', async () => {
    const { fastify, port } = await server();
    const agent = new Agent({ keepAlive: true });
    try {
      expect(await get(port, agent, '/quick')).toMatchObject({ status: 200, connection: 'keep-alive' });
    } finally {
      agent.destroy();
      await fastify.close();
    }
  });

  it('answers Connection: close while draining, so a request in flight at the close does not hold the close open', async () => {
    const { fastify, port, release, inFlight } = await server();
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = get(port, agent, '/slow');
      await inFlight;
      drainState.draining = true;
      // The close starts while the request is in flight: its socket is busy, so forceCloseConnections leaves it.
      const closed = fastify.close();
      release();
      const { status, connection, socketClosed } = await answer;
      expect([status, connection]).toEqual([200, 'close']);
      // The server ended the connection after the answer, and the close completes (without the header it waited for
      // the client to drop the connection: a minute here, longer than the shutdown's deadline).
      await socketClosed;
      await closed;
      expect(fastify.server.listening).toBe(false);
    } finally {
      agent.destroy();
      await fastify.close();
    }
  });
});
