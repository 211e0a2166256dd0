import { Link } from 'react-router-dom';
import { BrandFilm } from '@/components/ui/brand-film/brand-film';
import { paths } from '@/config/paths';
import { StoryBlock } from '../components/story-block';
import { STORY_SECTIONS } from '../content/story';
import styles from './about-page.module.css';

export default function AboutPage() {
  return (
    <div className={styles.page}>
      <BrandFilm className={styles.film}>
        <div className={styles.hero}>
          <p className={styles.eyebrow} lang="en">
            About the shop
          </p>
          <h1 className={styles.heroTitle}>
            하나의 색으로,
            <br />
            한 점씩.
          </h1>
          <p className={styles.heroLead} lang="en">
            One colour. One piece at a time.
          </p>
        </div>
      </BrandFilm>

      <section className={styles.intro} aria-label="소개">
        <p className={styles.introKo}>
          the shop은 블랙 가죽으로 가방과 지갑, 액세서리를 만드는 작은 공방입니다. 한 가지 색과 정직한 소재, 그리고
          손이 들이는 시간을 믿습니다.
        </p>
        <p className={styles.introEn} lang="en">
          the shop is a small workshop making bags, wallets and accessories in black leather. We believe in one colour,
          honest materials and the time a pair of hands gives to each piece.
        </p>
      </section>

      <div className={styles.chapters}>
        {STORY_SECTIONS.map((section, index) => (
          <StoryBlock key={section.id} section={section} index={index} />
        ))}
      </div>

      <section className={styles.closing} aria-label="컬렉션">
        <p className={styles.closingKo}>오늘 주문하면, 당신의 것을 만들기 시작합니다.</p>
        <p className={styles.closingEn} lang="en">
          Order today, and we begin making yours.
        </p>
        <Link className={styles.cta} to={paths.allItems.getHref()}>
          전체 상품 보기 <span lang="en">Shop all items</span>
        </Link>
      </section>
    </div>
  );
}
