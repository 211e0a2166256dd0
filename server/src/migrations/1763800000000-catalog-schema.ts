import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog: goods with their images, categories and option categories, reviews and
 * home banners. Search uses pg_trgm (ILIKE on trigram indexes, ranked by similarity).
 */
export class CatalogSchema1763800000000 implements MigrationInterface {
  name = 'CatalogSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE goods (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        goods_name varchar(200) NOT NULL,
        price integer NOT NULL CONSTRAINT goods_price_not_negative CHECK (price >= 0),
        contents text NOT NULL DEFAULT '',
        thumb_src varchar(500) NOT NULL,
        display_order integer NOT NULL DEFAULT 0,
        created timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL
      )`);
    // The list orders (recommended, price, newest), over the goods that are not deleted.
    await queryRunner.query(`CREATE INDEX goods_display_order_idx ON goods (display_order, id) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX goods_price_idx ON goods (price, id) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX goods_created_idx ON goods (created DESC, id DESC) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX goods_name_trgm_idx ON goods USING gin (goods_name gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX goods_contents_trgm_idx ON goods USING gin (contents gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE goods_image (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        goods_id bigint NOT NULL REFERENCES goods (id) ON DELETE CASCADE,
        src varchar(500) NOT NULL,
        origin_name varchar(255) NOT NULL,
        position integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX goods_image_goods_idx ON goods_image (goods_id, position, id)`);

    await queryRunner.query(`
      CREATE TABLE goods_category (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        goods_id bigint NOT NULL REFERENCES goods (id) ON DELETE CASCADE,
        category_id smallint NOT NULL CONSTRAINT goods_category_known CHECK (category_id BETWEEN 1 AND 4),
        CONSTRAINT goods_category_once UNIQUE (goods_id, category_id)
      )`);
    await queryRunner.query(`CREATE INDEX goods_category_category_idx ON goods_category (category_id, goods_id)`);

    await queryRunner.query(`
      CREATE TABLE option_category (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        category_name varchar(100) NOT NULL,
        require_yn char(1) NOT NULL DEFAULT 'N' CONSTRAINT option_category_require_yn CHECK (require_yn IN ('Y', 'N'))
      )`);

    await queryRunner.query(`
      CREATE TABLE option_item (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        option_category_id bigint NOT NULL REFERENCES option_category (id) ON DELETE CASCADE,
        opt_name varchar(100) NOT NULL,
        price integer NOT NULL DEFAULT 0 CONSTRAINT option_item_price_not_negative CHECK (price >= 0),
        position integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX option_item_category_idx ON option_item (option_category_id, position, id)`);

    await queryRunner.query(`
      CREATE TABLE goods_option_category (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        goods_id bigint NOT NULL REFERENCES goods (id) ON DELETE CASCADE,
        option_category_id bigint NOT NULL REFERENCES option_category (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        CONSTRAINT goods_option_category_once UNIQUE (goods_id, option_category_id)
      )`);
    await queryRunner.query(`CREATE INDEX goods_option_category_goods_idx ON goods_option_category (goods_id, position)`);
    await queryRunner.query(`CREATE INDEX goods_option_category_option_idx ON goods_option_category (option_category_id)`);

    // member_id stays without a foreign key until the membership context has its table.
    await queryRunner.query(`
      CREATE TABLE review (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        goods_id bigint NOT NULL REFERENCES goods (id) ON DELETE CASCADE,
        member_id bigint NULL,
        author_name varchar(50) NOT NULL,
        score smallint NOT NULL CONSTRAINT review_score_range CHECK (score BETWEEN 1 AND 5),
        contents text NOT NULL,
        recommend_count integer NOT NULL DEFAULT 0 CONSTRAINT review_recommend_count_not_negative CHECK (recommend_count >= 0),
        created timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX review_goods_created_idx ON review (goods_id, created DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX review_member_idx ON review (member_id) WHERE member_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE banner (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        img varchar(500) NOT NULL,
        url varchar(500) NOT NULL,
        txt1 varchar(200) NOT NULL,
        txt2 varchar(200) NOT NULL DEFAULT '',
        position integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX banner_position_idx ON banner (position, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS banner`);
    await queryRunner.query(`DROP TABLE IF EXISTS review`);
    await queryRunner.query(`DROP TABLE IF EXISTS goods_option_category`);
    await queryRunner.query(`DROP TABLE IF EXISTS option_item`);
    await queryRunner.query(`DROP TABLE IF EXISTS option_category`);
    await queryRunner.query(`DROP TABLE IF EXISTS goods_category`);
    await queryRunner.query(`DROP TABLE IF EXISTS goods_image`);
    await queryRunner.query(`DROP TABLE IF EXISTS goods`);
    // pg_trgm stays: other contexts may index with it too.
  }
}
