import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatWon } from '@/lib/format';
import type { LineItem } from '@/lib/line-item';
import { useGetGoodsDetailQuery } from '../api/catalog-api';
import { Accordion } from '../components/accordion';
import { GoodsGallery } from '../components/goods-gallery';
import { goodsInfoSections } from '../components/goods-info-sections';
import { GoodsPurchasePanel } from '../components/goods-purchase-panel';
import { GoodsReviews } from '../components/goods-reviews';
import { RecommendedCarousel } from '../components/recommended-carousel';
import { listConfigFor } from '../utils/list-configs';
import { useReleaseFirstPaint } from '@/lib/first-paint';
import styles from './goods-detail-page.module.css';

export interface GoodsDetailPageProps {
  /** Puts the line in the cart; the page then tells the shopper it was added. */
  onAddToCart: (line: LineItem) => void;
  /** Hands the line to checkout (the app checks the member first). */
  onBuyNow: (line: LineItem) => void;
  /** A member is logged in (the reviews offer 추천). */
  signedIn?: boolean;
  /** A control beside the name: the app passes the wishlist's heart. */
  nameAction?: (goodsId: number) => ReactNode;
}

/** /best-seller/:goodsId, /bags/:goodsId, /wallets/:goodsId, /accessories/:goodsId */
export function GoodsDetailPage({ onAddToCart, onBuyNow, signedIn = false, nameAction }: GoodsDetailPageProps) {
  const { goodsId: raw } = useParams();
  const goodsId = Number(raw);
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const list = listConfigFor(useLocation().pathname);
  const { data: goods, isLoading, isError } = useGetGoodsDetailQuery(goodsId, { skip: !valid });
  useReleaseFirstPaint(!(valid && isLoading));

  if (valid && isLoading) {
    // The gallery's box while the goods load, so the page does not jump (or push the footer) when they arrive.
    return (
      <div className={styles.page} role="status" aria-busy="true">
        <span className="sr-only">상품 정보를 불러오는 중</span>
        <div className={styles.top}>
          <div className={styles.galleryCol}>
            <GoodsGallery images={[]} name="" />
          </div>
        </div>
      </div>
    );
  }
  if (!valid || isError || !goods) {
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>상품을 찾을 수 없습니다.</p>
        <p className={styles.stateText}>판매가 끝났거나 주소가 바뀌었을 수 있습니다.</p>
        <Link to="/all-items" className={styles.stateLink}>
          전체상품 보기
        </Link>
      </div>
    );
  }

  const images = goods.goodsImgDtos?.length ? goods.goodsImgDtos.map((img) => img.src) : [goods.thumb_src];

  return (
    <article className={styles.page}>
      <div className={styles.top}>
        <div className={styles.galleryCol}>
          <GoodsGallery images={images} name={goods.goodsName} />
        </div>
        <div className={styles.infoCol}>
          <div className={styles.info}>
            <nav className={styles.crumbs} aria-label="현재 위치">
              <Link to="/">Home</Link>
              <span aria-hidden="true">/</span>
              <Link to={`/${list.kind}`}>{list.eyebrow}</Link>
            </nav>
            <div className={styles.nameRow}>
              <h1 className={styles.name}>{goods.goodsName}</h1>
              {nameAction?.(goods.id)}
            </div>
            <p className={styles.price}>{formatWon(goods.price)}</p>
            <ul className={styles.badges}>
              <li>Black only</li>
              <li>Made to order</li>
              <li>Handmade</li>
            </ul>
            {/* Keyed by goods so options and quantity start fresh on another product. */}
            <GoodsPurchasePanel key={goods.id} goods={goods} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />
            <div className={styles.accordion}>
              <Accordion key={goods.id} sections={goodsInfoSections(goods.contents)} defaultOpenId="details" />
            </div>
          </div>
        </div>
      </div>
      <GoodsReviews key={goods.id} goodsId={goods.id} reviewScore={goods.reviewScore} signedIn={signedIn} />
      <RecommendedCarousel currentGoodsId={goods.id} />
    </article>
  );
}
