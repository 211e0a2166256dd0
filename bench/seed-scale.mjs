// Grows a migrated, demo-seeded shop database to a benchmark's size: goods (copies of the demo goods with their categories,
// images and option categories), members with point accounts, orders of members and guests in every status (lines with
// their required options, payments, refunds, the status history) and reviews. Set-based SQL only (INSERT … SELECT …
// generate_series), in one transaction, then VACUUM (ANALYZE): the statistics and the visibility map autovacuum would
// have made by the time a shop had grown so, which index-only scans rely on. Refuses NODE_ENV=production and a database already scale-seeded.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/somedb npm run seed:scale -- --goods 1000 --reviews 10000 --members 100000 --orders 100000
//
// Members are scale.1@example.com … scale.N@example.com, all with the password in scale-member.mjs, hashed once here with
// argon2id at the server's standard cost (ARGON2_SETTINGS, server/src/shared/infrastructure/security/argon2-password-hasher.ts).
// scale.1 is the oldest member and owns the first MEMBER_ONE_ORDERS orders (My Page). Ids are written explicitly, from
// ranges reserved on each table's identity sequence first, so the app goes on inserting after them.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SCALE_PASSWORD as PASSWORD } from './scale-member.mjs';

const argon2 = createRequire(new URL('../server/package.json', import.meta.url))('argon2');

const DEFAULTS = { goods: 1000, reviews: 10000, members: 100000, orders: 100000 };
const ARGON2_SETTINGS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
const SCALE_EMAIL = 'scale.%@example.com';
const MEMBER_ONE_ORDERS = 40;
const MEMBER_ORDER_SHARE = 0.7; // the rest are guest orders
const MEMBER_REVIEW_SHARE = 0.4; // of the reviews, written by members on goods they received; the rest unsigned
const PHONE_BASE = 50_000_000; // members: 010-5000-0001 up (or above the highest 010 number stored); guests: 0103xxxxxxx
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // domain/order-number.ts: YYYYMMDD (Korea) - 10 signs
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍', '남궁'];
const GIVEN_NAMES = ['민준', '서연', '지우', '하준', '서윤', '도윤', '지호', '하은', '예준', '수아', '시우', '지민', '주원', '유진', '현우', '은비', '다은', '준호', '민지', '세훈', '채원', '건우', '소윤', '예린'];
const GOODS_PREFIXES = ['시그니처', '클래식', '모던', '빈티지', '미니멀', '어반', '컴팩트', '오리지널', '데일리', '프리미엄'];
const ADDRESSES = ['06236 서울특별시 강남구 테헤란로 152', '04524 서울특별시 중구 세종대로 110', '48058 부산광역시 해운대구 센텀중앙로 79', '13529 경기도 성남시 분당구 판교역로 166',
  '34126 대전광역시 유성구 대학로 99', '61945 광주광역시 서구 내방로 111', '41911 대구광역시 중구 공평로 88', '63122 제주특별자치도 제주시 문연로 6'];
const REQUESTS = ['', '', '부재 시 문 앞에 놓아주세요.', '배송 전 연락 부탁드립니다.', '경비실에 맡겨 주세요.', '선물이에요. 가격표는 빼 주세요.'];
const CARRIERS = ['04', '01', '05', '08', '06']; // domain/carrier-registry.ts
// Each status: [% of orders, youngest and oldest age in days]. Housekeeping fails orders unpaid for a day and closes approvals
// stuck 10 minutes; PREPARING and SHIPPING orders and open claims are recent (a claim comes within 7 days of delivery).
// Orders still in flight are what those few days hold at the shop's pace (100,000 orders over two years: about 140 a
// day, so about 800 being made and 700 on their way), not a share of its whole history.
const STATUSES = {
  PENDING_PAYMENT: [0.1, 0.01, 0.8], PAYMENT_APPROVING: [0.005, 0.001, 0.005], PAYMENT_FAILED: [3, 1, 730], PREPARING: [0.8, 0.01, 6], SHIPPING: [0.7, 4, 9],
  DELIVERED: [85.315, 7, 730], CANCELLED: [6, 2, 730], RETURN_REQUESTED: [0.05, 8, 11], RETURNED: [2, 20, 730], EXCHANGE_REQUESTED: [0.03, 8, 11], EXCHANGED: [2, 20, 730],
};
const PAID = ['PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];
const SHIPPED = ['SHIPPING', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];
const CLAIMED = ['RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];
const STAGES = { CONFIRMED: 30, CUTTING: 25, SEWING: 20, FINISHING: 15, READY: 10 }; // domain/production-stage.ts
const GOODS_STATUSES = { ON_SALE: 92, SOLD_OUT: 5, HIDDEN: 2, DRAFT: 1 };
const PAYMENT_METHODS = { card: 70, naverpay: 18, kakaopay: 12 };
const SCORES = { 5: 55, 4: 28, 3: 10, 2: 4, 1: 3 };
// In order, each timed; every step gets { db, size, hash, memberBase } (the members' step sets memberBase).
const STEPS = [['goods (+ links)', seedGoods], ['member (+ dormant)', seedMembers], ['point_account', seedPointAccounts], ['plan (temp tables)', planOrders],
  ['orders', seedOrders], ['order_line (+ options)', seedOrderLines], ['order_payment (+ refund)', seedPayments], ['order_status_history', seedStatusHistory], ['review', seedReviews]];
// What a dormant member's row keeps apart in member_dormant, and an anonymised one loses (typeorm-dormant-members.ts, typeorm-withdrawn-members.ts).
const PERSONAL = ['email', 'password_hash', 'name', 'phone', 'birth', 'sex', 'age_consented_at', 'terms_consented_at', 'privacy_consented_at', 'marketing_consented_at', 'news_consented_at', 'naver_id'];

/** SQL picking a key of `weights` (per cent, or [per cent, …]) by `r`, a number in [0, 100) evaluated once. */
function pick(weights, r) {
  const entries = Object.entries(weights);
  const edges = [];
  let edge = 0;
  for (const [, weight] of entries) {
    edges.push(edge);
    edge += Array.isArray(weight) ? weight[0] : weight;
  }
  return `(ARRAY[${inList(entries.map(([value]) => value))}])[width_bucket(${r}, ARRAY[${edges}]::float8[])]`;
}
const inList = (values) => values.map((value) => `'${value}'`).join(', ');
const randomOf = (array) => `(${array}::text[])[1 + floor(random() * cardinality(${array}::text[]))::int]`;
const koreanName = (surnames = '$1', given = '$2') => `${randomOf(surnames)} || ${randomOf(given)}`;

/** Reserves `count` ids on `table`'s identity sequence; answers the id before the first. */
async function reserveIds(db, table, count) {
  const { rows } = await db.query(`SELECT greatest(max(id), pg_sequence_last_value(pg_get_serial_sequence($1, 'id')::regclass), 0)::bigint AS base FROM ${table}`, [table]);
  await db.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), $2::bigint + $3)`, [table, rows[0].base, Math.max(count, 1)]);
  return Number(rows[0].base);
}

/** Goods copied round the demo goods (name, price ± and status varied), with the copied goods' categories, images and option categories. */
async function seedGoods({ db, size: { goods } }) {
  const base = await reserveIds(db, 'goods', goods);
  await db.query(`CREATE TEMP TABLE scale_goods ON COMMIT DROP AS
    WITH template AS (SELECT row_number() OVER (ORDER BY id) AS idx, id FROM goods WHERE id <= $1 AND deleted_at IS NULL AND NOT addon_only)
    SELECT $1::bigint + n AS id, t.id AS template_id, n FROM generate_series(1, $2::int) n JOIN template t ON t.idx = 1 + (n - 1) % (SELECT count(*) FROM template)`, [base, goods]);
  await db.query(`INSERT INTO goods (id, goods_name, price, contents, thumb_src, display_order, created, made_to_order, status, production_days_min, production_days_max)
    OVERRIDING SYSTEM VALUE
    SELECT s.id, left(${randomOf('$1')} || ' ' || t.goods_name || ' ' || s.n, 200), round((t.price * (0.8 + random() * 0.5))::numeric, -3)::int, t.contents, t.thumb_src,
      (SELECT max(display_order) FROM goods) + s.n, now() - random() * interval '730 days', t.made_to_order, ${pick(GOODS_STATUSES, 'random() * 100')}, t.production_days_min, t.production_days_max
    FROM scale_goods s JOIN goods t ON t.id = s.template_id`, [GOODS_PREFIXES]);
  await db.query('INSERT INTO goods_category (goods_id, category_id) SELECT s.id, c.category_id FROM scale_goods s JOIN goods_category c ON c.goods_id = s.template_id');
  await db.query(`INSERT INTO goods_image (goods_id, src, origin_name, position)
    SELECT s.id, i.src, i.origin_name, i.position FROM scale_goods s JOIN goods_image i ON i.goods_id = s.template_id ORDER BY s.id, i.position, i.id`);
  await db.query(`INSERT INTO goods_option_category (goods_id, option_category_id, position)
    SELECT s.id, o.option_category_id, o.position FROM scale_goods s JOIN goods_option_category o ON o.goods_id = s.template_id`);
}

/** Members signed up over three years, ids in sign-up order; 1 % dormant (data in member_dormant), 1 % withdrawn (anonymised once 30 days past). */
async function seedMembers(context) {
  const { db, size: { members }, hash } = context;
  const base = await reserveIds(db, 'member', members);
  const { rows } = await db.query(`SELECT greatest($1::int, max(substr(phone, 4)::int)) AS phone
    FROM (SELECT phone FROM member UNION ALL SELECT phone FROM member_dormant) p WHERE phone ~ '^010[0-9]{8}$'`, [PHONE_BASE]);
  const phoneBase = Number(rows[0].phone ?? PHONE_BASE);
  if (phoneBase + members > 99_999_999) throw new Error(`no room for ${members} phone numbers above 010${phoneBase}`);
  await db.query(`INSERT INTO member (id, email, password_hash, name, phone, birth, sex, age_consented_at, terms_consented_at, privacy_consented_at,
      marketing_consented_at, news_consented_at, created_at, updated_at, standing, withdrawn_at, last_login_at, dormancy_noticed_at, dormant_since)
    OVERRIDING SYSTEM VALUE
    SELECT id, 'scale.' || n || '@example.com', $3, ${koreanName()}, '010' || lpad(($4::int + n)::text, 8, '0'), date '1965-01-01' + floor(random() * 15000)::int,
      CASE WHEN random() < 0.9 THEN 1 + floor(random() * 2)::int END, created, created, created, CASE WHEN random() < 0.4 THEN created END,
      CASE WHEN random() < 0.3 THEN created END, created, coalesce(withdrawn, created), standing, withdrawn, coalesce(withdrawn, login),
      CASE standing WHEN 'dormant' THEN login + interval '335 days' END, CASE standing WHEN 'dormant' THEN login + interval '365 days' END
    FROM (SELECT *, CASE standing WHEN 'withdrawn' THEN created + random() * (now() - created) END AS withdrawn,
            CASE standing WHEN 'dormant' THEN created + random() * (now() - interval '400 days' - created) ELSE now() - random() * least(interval '300 days', now() - created) END AS login
          FROM (SELECT n, $5::bigint + n AS id, now() - interval '1096 days' * (1 - (n - 1)::float8 / $6::int) AS created,
                  CASE WHEN n % 100 = 37 AND n < $6::int * 0.6 THEN 'dormant' WHEN n % 100 = 73 THEN 'withdrawn' ELSE 'active' END AS standing
                FROM generate_series(1, $6::int) n) s) m`, [SURNAMES, GIVEN_NAMES, hash, phoneBase, base, members]);
  const mine = `id BETWEEN ${base + 1} AND ${base + members}`;
  const placeholder = (kind, name) => `email = '${kind}-' || id || '@${kind}.invalid', name = '${name}', ${PERSONAL.filter((column) => column !== 'email' && column !== 'name').map((column) => `${column} = NULL`)}, version = 2`;
  await db.query(`INSERT INTO member_dormant (member_id, ${PERSONAL}, moved_at) SELECT id, ${PERSONAL}, dormant_since FROM member WHERE ${mine} AND standing = 'dormant'`);
  await db.query(`UPDATE member SET ${placeholder('dormant', '휴면회원')}, updated_at = dormant_since WHERE ${mine} AND standing = 'dormant'`);
  await db.query(`UPDATE member SET ${placeholder('withdrawn', '탈퇴회원')}, anonymised_at = withdrawn_at + interval '30 days', updated_at = withdrawn_at + interval '30 days'
    WHERE ${mine} AND standing = 'withdrawn' AND withdrawn_at < now() - interval '30 days'`);
  context.memberBase = base;
}

async function seedPointAccounts({ db, size: { members }, memberBase }) {
  await db.query('INSERT INTO point_account (member_id, created_at) SELECT id, created_at FROM member WHERE id BETWEEN $1 AND $2', [memberBase + 1, memberBase + members]);
}

/** The plan of every order (status, owner, the instant of each step it went through) and of its lines with their required options. */
async function planOrders({ db, size: { orders, members }, memberBase }) {
  const base = await reserveIds(db, 'orders', orders);
  const age = `(CASE status ${Object.entries(STATUSES).map(([s, [, min, max]]) => `WHEN '${s}' THEN ${min} + random() * ${max - min}`).join(' ')} END) * interval '1 day'`;
  const paid = "(created + interval '1 minute')";
  await db.query(`CREATE TEMP TABLE scale_order ON COMMIT DROP AS
    WITH drawn AS (
      SELECT n, $2::bigint + n AS id, ${pick(STATUSES, 'random() * 100')} AS status, random() * 100 AS r2, ${pick({ 1: 70, 2: 22, 3: 8 }, 'random() * 100')}::int AS line_count,
        ${pick(STAGES, 'random() * 100')} AS stage_drawn, (1 + 2 * random()) * interval '1 day' AS to_ship, (1 + random()) * interval '1 day' AS to_deliver,
        2 * random() * interval '1 day' AS to_claim
      FROM generate_series(1, $6::int) n),
    dated AS (SELECT *, now() - ${age} AS created FROM drawn),
    -- k: a member who signed up a day before the order at least (member k signed up (1 - (k - 1) / members) × 1096 days ago)
    owned AS (SELECT *, CASE WHEN n <= $4::int THEN 1 WHEN random() < $5::float8
                THEN 1 + floor(random() * greatest(1, floor($3::int * (1 - extract(epoch FROM now() - created + interval '1 day')::float8 / (1096 * 86400)))))::bigint END AS k
              FROM dated),
    timed AS (
      SELECT *, $1::bigint + CASE WHEN k % 100 IN (37, 73) THEN k - 1 ELSE k END AS member_id, -- never a dormant or withdrawn member
        CASE WHEN status NOT IN ('PENDING_PAYMENT', 'PAYMENT_FAILED') THEN created + interval '30 seconds' END AS approving_at,
        CASE WHEN status IN (${inList(PAID)}) THEN ${paid} END AS paid_at,
        CASE WHEN status = 'PAYMENT_FAILED' THEN created + CASE WHEN r2 < 40 THEN interval '1 day' ELSE interval '3 minutes' END END AS failed_at,
        CASE WHEN status = 'PREPARING' THEN stage_drawn END AS stage,
        CASE WHEN status = 'PREPARING' AND stage_drawn <> 'CONFIRMED' THEN ${paid} + random() * (now() - ${paid}) END AS stage_at,
        CASE WHEN status = 'CANCELLED' THEN ${paid} + random() * interval '1 day' END AS cancelled_at,
        CASE WHEN status IN (${inList(SHIPPED)}) THEN ${paid} + to_ship END AS shipped_at,
        CASE WHEN status IN (${inList(SHIPPED.slice(1))}) THEN ${paid} + to_ship + to_deliver END AS delivered_at,
        CASE WHEN status IN (${inList(CLAIMED)}) THEN ${paid} + to_ship + to_deliver + to_claim END AS requested_at,
        CASE WHEN status = 'RETURNED' OR (status = 'RETURN_REQUESTED' AND r2 < 50) THEN ${paid} + to_ship + to_deliver + to_claim + interval '12 hours' END AS pickup_at,
        CASE WHEN status IN ('RETURNED', 'EXCHANGED') THEN ${paid} + to_ship + to_deliver + to_claim + interval '2 days' END AS decided_at
      FROM owned)
    SELECT *, greatest(created, approving_at, paid_at, failed_at, stage_at, cancelled_at, shipped_at, delivered_at, requested_at, pickup_at, decided_at) AS updated,
      coalesce(cancelled_at, CASE WHEN status = 'RETURNED' THEN decided_at END) AS refunded_at
    FROM timed`, [memberBase, base, members, MEMBER_ONE_ORDERS, MEMBER_ORDER_SHARE, orders]);
  const lineBase = await reserveIds(db, 'order_line', orders * 3);
  await db.query(`CREATE TEMP TABLE scale_pool ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) AS idx, * FROM goods WHERE deleted_at IS NULL AND status <> 'DRAFT' AND NOT addon_only`);
  // Some goods sell more: power(random(), 1.6) leans to the pool's first goods.
  await db.query(`CREATE TEMP TABLE scale_line ON COMMIT DROP AS
    SELECT $1::bigint + row_number() OVER (ORDER BY x.order_id, x.position) AS id, x.order_id, x.position, x.amount, g.id AS goods_id, g.goods_name, g.thumb_src,
      g.price AS unit_price, g.price * x.amount AS line_total, g.made_to_order, g.production_days_min, g.production_days_max
    FROM (SELECT o.id AS order_id, p - 1 AS position, ${pick({ 1: 85, 2: 12, 3: 3 }, 'random() * 100')}::int AS amount,
            1 + floor(power(random(), 1.6) * (SELECT count(*) FROM scale_pool))::int AS idx
          FROM scale_order o, generate_series(1, o.line_count) p) x JOIN scale_pool g ON g.idx = x.idx`, [lineBase]);
  await db.query(`CREATE TEMP TABLE scale_line_option ON COMMIT DROP AS
    SELECT l.id AS order_line_id, i.id AS option_item_id, c.category_name, i.opt_name, i.price
    FROM scale_line l JOIN goods_option_category gc ON gc.goods_id = l.goods_id JOIN option_category c ON c.id = gc.option_category_id AND c.require_yn = 'Y'
      JOIN (SELECT option_category_id, array_agg(id ORDER BY position, id) AS ids FROM option_item WHERE retired_at IS NULL AND text_label IS NULL GROUP BY 1) a
        ON a.option_category_id = c.id
      JOIN option_item i ON i.id = a.ids[1 + (l.id + l.order_id) % cardinality(a.ids)]`);
  await db.query(`UPDATE scale_line l SET line_total = (l.unit_price + o.price) * l.amount
    FROM (SELECT order_line_id, sum(price) AS price FROM scale_line_option GROUP BY 1) o WHERE o.order_line_id = l.id`);
}

/** The planned orders, totals from their lines (no coupon, no points: no member_coupon or point_ledger rows back them). */
async function seedOrders({ db }) {
  const claimed = (value) => `CASE WHEN o.requested_at IS NOT NULL THEN ${value} END`;
  await db.query(`INSERT INTO orders (id, order_number, member_id, guest, idempotency_key, status, orderer_name, orderer_email, orderer_phone, recipient, phone, zip_code,
      address, adr_detail, request, goods_total, shipping_fee, coupon_discount, points_used, total_price, payment_method, age_consent, terms_consent, privacy_consent,
      made_to_order_consent, consented_at, approving_tid, approving_since, created, updated, carrier_code, tracking_number, shipped_at, delivered_at, claim_kind,
      claim_reason, claim_detail, claim_requested_at, claim_outcome, claim_decided_at, claim_refund, claim_lines, claim_pickup_at, claim_pickup_tracking,
      claim_exchange_tracking, production_stage, dispatch_from, dispatch_due)
    OVERRIDING SYSTEM VALUE
    SELECT o.id, x.number, o.member_id, o.member_id IS NULL, gen_random_uuid(), o.status, x.orderer, x.email, x.phone, CASE WHEN random() < 0.15 THEN ${koreanName()} ELSE x.orderer END,
      x.phone, split_part(x.address, ' ', 1), substr(x.address, 7), (101 + o.n % 9) || '동 ' || (1 + o.n % 25) || '0' || (1 + o.n % 4) || '호', ${randomOf('$4')},
      t.goods_total, x.fee, 0, 0, t.goods_total + x.fee, ${pick(PAYMENT_METHODS, 'random() * 100')}, true, true, true, t.made_to_order, o.created,
      CASE WHEN o.status = 'PAYMENT_APPROVING' THEN 'sandbox' || substr(md5(o.id || random()::text), 1, 23) END, CASE WHEN o.status = 'PAYMENT_APPROVING' THEN o.approving_at END,
      o.created, o.updated, CASE WHEN o.shipped_at IS NOT NULL THEN ${randomOf('$5')} END, CASE WHEN o.shipped_at IS NOT NULL THEN (600000000000 + o.id * 7919 % 100000000000)::text END,
      o.shipped_at, o.delivered_at, ${claimed("CASE WHEN o.status LIKE 'RETURN%' THEN 'return' ELSE 'exchange' END")},
      ${claimed("CASE WHEN o.r2 < 60 THEN 'defect' ELSE 'wrong-item' END")}, -- never a change of mind: made-to-order goods (order-claim.ts)
      ${claimed("CASE WHEN o.r2 < 60 THEN '바느질이 한 곳 풀려서 왔어요. 확인 부탁드립니다.' ELSE '주문한 옵션과 다른 상품이 배송되었습니다.' END")},
      o.requested_at, CASE WHEN o.decided_at IS NOT NULL THEN 'approved' END, o.decided_at, CASE WHEN o.status = 'RETURNED' THEN t.goods_total + x.fee END,
      ${claimed('t.claim_lines')}, o.pickup_at, CASE WHEN o.pickup_at IS NOT NULL THEN (500000000000 + o.id * 104729 % 100000000000)::text END,
      CASE WHEN o.status = 'EXCHANGED' THEN (400000000000 + o.id * 15485863 % 100000000000)::text END, CASE WHEN t.made_to_order THEN o.stage END,
      CASE WHEN t.made_to_order AND o.paid_at IS NOT NULL THEN (o.paid_at AT TIME ZONE 'Asia/Seoul')::date + t.days_min END,
      CASE WHEN t.made_to_order AND o.paid_at IS NOT NULL THEN (o.paid_at AT TIME ZONE 'Asia/Seoul')::date + t.days_max END
    FROM scale_order o
    JOIN (SELECT order_id, sum(line_total)::int AS goods_total, bool_or(made_to_order) AS made_to_order, max(production_days_min) AS days_min, max(production_days_max) AS days_max,
            jsonb_agg(jsonb_build_object('lineIndex', position, 'quantity', amount) ORDER BY position) AS claim_lines FROM scale_line GROUP BY order_id) t ON t.order_id = o.id
    LEFT JOIN member m ON m.id = o.member_id
    CROSS JOIN LATERAL (SELECT CASE WHEN t.goods_total >= 30000 THEN 0 ELSE 3000 END AS fee, ${randomOf('$3')} AS address, coalesce(m.name, ${koreanName()}) AS orderer,
      coalesce(m.email, 'guest.' || o.n || '@example.net') AS email, coalesce(m.phone, '0103' || lpad(floor(random() * 10000000)::int::text, 7, '0')) AS phone,
      -- the outer reference (o.created) makes the sub-select run once an order: each its own random part
      (SELECT to_char(o.created AT TIME ZONE 'Asia/Seoul', 'YYYYMMDD') || '-' || string_agg(substr($6, 1 + floor(random() * 31)::int, 1), '') FROM generate_series(1, 10)) AS number) x`,
  [SURNAMES, GIVEN_NAMES, ADDRESSES, REQUESTS, CARRIERS, ORDER_NUMBER_ALPHABET]);
}

async function seedOrderLines({ db }) {
  const columns = 'id, order_id, position, goods_id, goods_name, thumb_src, unit_price, amount, line_total, made_to_order, production_days_min, production_days_max';
  await db.query(`INSERT INTO order_line (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM scale_line`);
  await db.query('INSERT INTO order_line_option (order_line_id, option_item_id, category_name, opt_name, price) SELECT * FROM scale_line_option');
}

/** The one payment of each paid order (given back when cancelled or returned, with its settled refund). */
async function seedPayments({ db }) {
  await db.query(`INSERT INTO order_payment (order_id, gateway, tid, method, amount, paid_at, description, cancelled, cancelled_at)
    SELECT o.id, 'sandbox', 'sandbox' || lpad(to_hex(o.id), 10, '0') || substr(md5(random()::text), 1, 13), o.payment_method, o.total_price, p.paid_at,
      CASE o.payment_method WHEN 'card' THEN '샌드박스카드 ' || lpad((o.id % 10000)::text, 4, '0') WHEN 'naverpay' THEN '네이버페이' ELSE '카카오페이' END,
      p.refunded_at IS NOT NULL, p.refunded_at
    FROM scale_order p JOIN orders o ON o.id = p.id WHERE p.paid_at IS NOT NULL`);
  await db.query(`INSERT INTO payment_refund (order_id, order_number, gateway, tid, amount, partial, cause, reason, idempotency_key, status, attempts, requested_at, settled_at)
    SELECT o.id, o.order_number, pay.gateway, pay.tid, pay.amount, false, c.cause, c.reason, o.order_number || '-R1', 'succeeded', 1, p.refunded_at, p.refunded_at + interval '1 minute'
    FROM scale_order p JOIN orders o ON o.id = p.id JOIN order_payment pay ON pay.order_id = o.id
      CROSS JOIN LATERAL (SELECT * FROM (VALUES ('return', '반품 환불'), ('staff-cancel', '판매자 주문 취소'), ('member-cancel', '고객 요청 주문 취소')) v(cause, reason)
        WHERE cause = CASE WHEN p.status = 'RETURNED' THEN 'return' WHEN p.r2 < 30 THEN 'staff-cancel' ELSE 'member-cancel' END) c
    WHERE p.refunded_at IS NOT NULL`);
}

/** Every step each order went through, with the reasons and actors the domain writes (order.ts, ordering-failures.ts). */
async function seedStatusHistory({ db }) {
  await db.query(`INSERT INTO order_status_history (order_id, from_status, to_status, reason, at, actor_kind, actor_id, actor_name, stage_from, stage_to)
    SELECT o.id, s.from_status, s.to_status, s.reason, s.at, s.kind, CASE s.kind WHEN 'member' THEN o.member_id WHEN 'staff' THEN a.id END,
      CASE WHEN s.kind = 'staff' THEN coalesce(a.email, 'workshop') END, s.stage_from, s.stage_to
    FROM scale_order o JOIN orders x ON x.id = o.id LEFT JOIN LATERAL (SELECT id, email FROM admin_account ORDER BY id LIMIT 1) a ON true
    CROSS JOIN LATERAL (SELECT CASE WHEN o.member_id IS NULL THEN 'guest' ELSE 'member' END AS owner,
      CASE WHEN o.status LIKE 'RETURN%' THEN 'RETURN_REQUESTED' ELSE 'EXCHANGE_REQUESTED' END AS claim) w
    CROSS JOIN LATERAL (VALUES
      (1, NULL, 'PENDING_PAYMENT', '주문 접수', w.owner, o.created, NULL, NULL),
      (2, 'PENDING_PAYMENT', 'PAYMENT_APPROVING', '결제 승인 요청', 'system', o.approving_at, NULL, NULL),
      (3, 'PAYMENT_APPROVING', 'PREPARING', '결제 완료', 'system', o.paid_at, NULL, NULL),
      (4, 'PENDING_PAYMENT', 'PAYMENT_FAILED', CASE WHEN o.r2 < 40 THEN '결제 시간이 지나 주문이 취소되었습니다.' ELSE '결제를 취소하셨습니다.' END,
          CASE WHEN o.r2 < 40 THEN 'system' ELSE w.owner END, o.failed_at, NULL, NULL),
      (5, 'PREPARING', 'PREPARING', '제작 단계 변경', 'staff', o.stage_at, 'CONFIRMED', o.stage),
      (6, 'PREPARING', 'CANCELLED', CASE WHEN o.r2 < 30 THEN '관리자 주문 취소' ELSE '회원 주문 취소' END, CASE WHEN o.r2 < 30 THEN 'staff' ELSE w.owner END, o.cancelled_at, NULL, NULL),
      (7, 'PREPARING', 'SHIPPING', '배송 시작', 'staff', o.shipped_at, NULL, NULL),
      (8, 'SHIPPING', 'DELIVERED', '배송 완료', 'system', o.delivered_at, NULL, NULL),
      (9, 'DELIVERED', w.claim, CASE WHEN w.claim = 'RETURN_REQUESTED' THEN '반품 신청' ELSE '교환 신청' END, w.owner, o.requested_at, NULL, NULL),
      (10, 'RETURN_REQUESTED', 'RETURN_REQUESTED', '회수 중', 'staff', o.pickup_at, NULL, NULL),
      (11, w.claim, o.status, CASE WHEN o.status = 'RETURNED' THEN '검수 완료 (환불 ' || x.total_price || '원)' ELSE '교환 승인' END, 'staff', o.decided_at, NULL, NULL)
    ) s(seq, from_status, to_status, reason, kind, at, stage_from, stage_to)
    WHERE s.at IS NOT NULL ORDER BY o.id, s.seq`);
}

/** Reviews: a share by members on goods they received (after the delivery), the rest unsigned on any goods since it was listed. */
async function seedReviews({ db, size: { reviews } }) {
  const { rows } = await db.query('SELECT array_agg(contents ORDER BY id) AS texts FROM review WHERE order_id IS NULL');
  const texts = rows[0].texts ?? ['가죽이 부드럽고 마감이 깔끔해요.'];
  const common = `${pick(SCORES, 'random() * 100')}::smallint, ${randomOf('$2')}, floor(power(random(), 3) * 40)::int`;
  // The sample is drawn in a sub-select: random() beside ORDER BY random() LIMIT in one select would follow that order.
  const signed = await db.query(`INSERT INTO review (goods_id, member_id, order_id, author_name, score, contents, recommend_count, created)
    SELECT c.goods_id, o.member_id, o.id, o.orderer_name, ${common}, o.delivered_at + random() * least(interval '14 days', now() - o.delivered_at)
    FROM (SELECT * FROM (SELECT DISTINCT l.order_id, l.goods_id FROM scale_line l JOIN scale_order p ON p.id = l.order_id
                         WHERE p.member_id IS NOT NULL AND p.status IN ('DELIVERED', 'EXCHANGED')) d ORDER BY random() LIMIT $1) c
    JOIN orders o ON o.id = c.order_id`, [Math.floor(reviews * MEMBER_REVIEW_SHARE), texts]);
  await db.query(`INSERT INTO review (goods_id, author_name, score, contents, recommend_count, created)
    SELECT g.id, ${koreanName('$3', '$4')}, ${common}, g.created + random() * (now() - g.created)
    FROM (SELECT 1 + floor(random() * (SELECT count(*) FROM scale_pool))::int AS idx FROM generate_series(1, $1::int)) x JOIN scale_pool g ON g.idx = x.idx`,
  [reviews - signed.rowCount, texts, SURNAMES, GIVEN_NAMES]);
}

function refuse(message) {
  console.error(`seed-scale: ${message}`);
  process.exit(1);
}

function sizes() {
  const { values } = parseArgs({ options: Object.fromEntries(Object.keys(DEFAULTS).map((key) => [key, { type: 'string' }])) });
  const size = Object.fromEntries(Object.entries(DEFAULTS).map(([key, fallback]) => [key, values[key] === undefined ? fallback : Number(values[key])]));
  for (const [key, value] of Object.entries(size)) if (!Number.isSafeInteger(value) || value < (key === 'members' ? 1 : 0)) refuse(`--${key}: a whole number, please`);
  return size;
}

async function main() {
  if (!process.env.DATABASE_URL) refuse('DATABASE_URL is not set');
  if (process.env.NODE_ENV === 'production') refuse('refused with NODE_ENV=production');
  const size = sizes();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const started = performance.now();
  const timed = async (name, work) => {
    const start = performance.now();
    const result = await work();
    console.log(`${name.padEnd(26)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`);
    return result;
  };
  try {
    await db.query('BEGIN');
    await db.query("SELECT pg_advisory_xact_lock(hashtext('bench/seed-scale'))");
    const { rows } = await db.query(`SELECT EXISTS (SELECT 1 FROM member WHERE email LIKE $1) OR EXISTS (SELECT 1 FROM member_dormant WHERE email LIKE $1) AS seeded,
      (SELECT count(*) FROM goods WHERE NOT addon_only AND deleted_at IS NULL)::int AS goods`, [SCALE_EMAIL]);
    if (rows[0].seeded) refuse(`the database already holds a scale seed (members ${SCALE_EMAIL}); use a fresh one`);
    if (rows[0].goods === 0) refuse('no goods to copy: migrate and seed the demo data first (start the server once with SEED_DEMO=true)');
    const context = { db, size, hash: await timed('password hash', () => argon2.hash(PASSWORD, ARGON2_SETTINGS)) };
    for (const [name, step] of STEPS) await timed(name, () => step(context));
    await timed('commit', () => db.query('COMMIT'));
    await timed('vacuum (analyze)', () => db.query('VACUUM (ANALYZE)'));
    console.log(`${'total'.padEnd(26)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${JSON.stringify(size)}; password of scale.N@example.com: ${PASSWORD}`);
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}

await main();
