// The same-SQL baseline (a child process of bench/same-sql.mjs): bare Fastify and pg running the shop's own catalog
// reads — its compiled repository (the same SQL statements, in the same order and parallelism), its query services
// and its response mappers from server/dist — for the category list, the product detail and search. No Nest, no
// validation, guards, interceptors, cookies or security headers: what is left of the gap to the shop is what those
// cost. Arguments come from the environment: DATABASE_URL, PORT.
import Fastify from 'fastify';
import pg from 'pg';

const dist = new URL('../server/dist/', import.meta.url);
const load = (path) => import(new URL(path, dist).href);
const { TypeOrmGoodsReadRepository } = await load('modules/catalog/infrastructure/repositories/typeorm-goods-read.repository.js');
const { ListCategoryGoodsService } = await load('modules/catalog/application/queries/list-category-goods/list-category-goods.service.js');
const { GetGoodsDetailService } = await load('modules/catalog/application/queries/get-goods-detail/get-goods-detail.service.js');
const { SearchGoodsService } = await load('modules/catalog/application/queries/search-goods/search-goods.service.js');
const { toGoodsCardResponse } = await load('modules/catalog/application/responses/goods-card.response.js');
const { toGoodsDetailResponse } = await load('modules/catalog/application/responses/goods-detail.response.js');
const { LocalFolderFileStorage } = await load('shared/infrastructure/storage/local-folder-file-storage.js');
const { envelope } = await load('shared/http/envelope.js');
const { mapPage } = await load('shared/domain/page.js');

// The shop's pool size (server/src/shared/infrastructure/database/typeorm-options.ts) and TypeORM's `query(sql, params)` → rows.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const repository = new TypeOrmGoodsReadRepository({ query: async (sql, params) => (await pool.query(sql, params)).rows });
const categoryGoods = new ListCategoryGoodsService(repository);
const goodsDetail = new GetGoodsDetailService(repository);
const searchGoods = new SearchGoodsService(repository);
const storage = new LocalFolderFileStorage('/nonexistent', '/uploads/');

const app = Fastify({ logger: false });
app.get('/api/goods/category.php', async (request) => {
  const { categoryId, page = '0', size = '10', sort = '1' } = request.query;
  const found = await categoryGoods.byListCategory(Number(categoryId), Number(sort), { page: Number(page), size: Number(size) });
  return envelope('dto', mapPage(found, toGoodsCardResponse));
});
app.get('/api/goods/index.php', async (request, reply) => {
  const result = await goodsDetail.execute(Number(request.query.goodsId));
  if (!result.ok) return reply.code(404).send({ result: '4040' });
  return envelope('data', toGoodsDetailResponse(result.value, (key) => storage.url(key)));
});
app.get('/api/goods/search.php', async (request) => envelope('data', (await searchGoods.execute(request.query.q)).map(toGoodsCardResponse)));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
