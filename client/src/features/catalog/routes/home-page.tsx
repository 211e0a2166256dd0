import { Link } from 'react-router-dom';
import { BrandFilm } from '@/components/ui/brand-film/brand-film';
import { paths } from '@/config/paths';
import { HOME_BLOCK_SIZE } from '@/config/shop';
import type { Banner, GoodsCard } from '@/types/api';
import { useGetBannersQuery, useGetGoodsByCategoryQuery } from '../api/catalog-api';
import { BannerLink } from '../components/banner-link';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { SectionHeading } from '../components/section-heading';
import { useReleaseFirstPaint } from '@/lib/first-paint';
import styles from './home-page.module.css';

const CATEGORY_TILES = [
  { href: paths.bags.getHref(), img: '/images/categories/bags.svg', eyebrow: 'Bags', title: '가방' },
  { href: paths.wallets.getHref(), img: '/images/categories/wallets.svg', eyebrow: 'Wallets', title: '지갑' },
  { href: paths.accessories.getHref(), img: '/images/categories/accessories.svg', eyebrow: 'Accessories', title: '액세서리' },
];

const toBestSeller = (g: GoodsCard) => paths.goodsDetail.getHref('best-seller', g.id);

/** The home page: banners, the brand film, best sellers, categories, all items, a closing banner. */
export default function HomePage() {
  const { data: banners, isLoading: bannersLoading } = useGetBannersQuery();
  useReleaseFirstPaint(!bannersLoading);
  const best = useGetGoodsByCategoryQuery({ categoryId: 5, page: 0, sort: 1, size: HOME_BLOCK_SIZE });
  const all = useGetGoodsByCategoryQuery({ categoryId: 4, page: 0, sort: 1, size: HOME_BLOCK_SIZE });
  const tiles = banners?.slice(0, 2) ?? [];
  const closing = banners?.[2];

  return (
    <div className={styles.home}>
      <h1 className="sr-only">블랙 레더 가방, 지갑, 액세서리</h1>

      <section className={styles.tiles} aria-label="기획전">
        {tiles.length === 0 ? (
          <>
            <div className={`${styles.tile} ${styles.tilePlaceholder}`} />
            <div className={`${styles.tile} ${styles.tilePlaceholder}`} />
          </>
        ) : (
          tiles.map((banner, i) => <BannerTile key={banner.id} banner={banner} eager={i === 0} />)
        )}
      </section>

      <BrandFilm className={styles.film}>
        <div className={styles.filmText}>
          <p className={styles.filmEyebrow}>Black only · Made to order</p>
          <p className={styles.filmTitle}>
            오직 블랙,
            <br />
            주문 후 손으로 만듭니다.
          </p>
          <Link to={paths.about.getHref()} className={styles.storyButton}>
            Our Story
          </Link>
        </div>
      </BrandFilm>

      <section className={styles.block} aria-labelledby="home-best">
        <SectionHeading id="home-best" eyebrow="Best Seller" title="베스트" moreHref={paths.bestSeller.getHref()} />
        {best.data ? (
          <ProductGrid goods={best.data.content} hrefFor={toBestSeller} layout="block" hideThirdOnMobile />
        ) : (
          <ProductGridSkeleton count={HOME_BLOCK_SIZE} label="베스트 상품을 불러오는 중" layout="block" hideThirdOnMobile />
        )}
      </section>

      <section className={styles.categories} aria-label="카테고리">
        {CATEGORY_TILES.map((c) => (
          <Link key={c.href} to={c.href} className={styles.category}>
            <img src={c.img} alt="" loading="lazy" />
            <span className={styles.categoryText}>
              <span className={styles.categoryEyebrow}>{c.eyebrow}</span>
              <span className={styles.categoryTitle}>{c.title}</span>
            </span>
          </Link>
        ))}
      </section>

      <section className={styles.block} aria-labelledby="home-all">
        <SectionHeading id="home-all" eyebrow="All Items" title="전체상품" moreHref={paths.allItems.getHref()} />
        {all.data ? (
          <ProductGrid goods={all.data.content} hrefFor={toBestSeller} layout="block" hideThirdOnMobile />
        ) : (
          <ProductGridSkeleton count={HOME_BLOCK_SIZE} label="상품을 불러오는 중" layout="block" hideThirdOnMobile />
        )}
      </section>

      <section className={styles.closing} aria-label="Shop now">
        {closing && <img className={styles.closingImage} src={closing.img} alt="" loading="lazy" />}
        <div className={styles.closingShade} aria-hidden="true" />
        <div className={styles.closingText}>
          <p className={styles.closingTitle}>{closing?.txt1 ?? 'Black, made for you.'}</p>
          {closing?.txt2 && <p className={styles.closingSub}>{closing.txt2}</p>}
          <Link to={paths.allItems.getHref()} className={styles.shopNow}>
            Shop Now
          </Link>
        </div>
      </section>
    </div>
  );
}

function BannerTile({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <BannerLink url={banner.url} className={styles.tile}>
      {/* The first tile is the screen's largest image: fetched first. */}
      <img
        className={styles.tileImage}
        src={banner.img}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      <span className={styles.tileShade} aria-hidden="true" />
      <span className={styles.tileText}>
        <span className={styles.tileTitle}>{banner.txt1}</span>
        {banner.txt2 && <span className={styles.tileSub}>{banner.txt2}</span>}
        <span className={styles.tileMore}>Discover</span>
      </span>
    </BannerLink>
  );
}
