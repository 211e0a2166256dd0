// The bare baseline: plain Fastify answering a fixed JSON body, no Nest, no database.
import Fastify from 'fastify';

export async function startBaseline(body, port = 3299) {
  const app = Fastify({ logger: false });
  app.get('/baseline', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/baseline`, stop: () => app.close() };
}
