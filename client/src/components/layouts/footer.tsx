import { Link } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import { paths } from '@/config/paths';
import styles from './footer.module.css';

const COMPANY_LINES = [
  ['상호', COMPANY.company],
  ['대표', COMPANY.representative],
  ['사업자등록번호', COMPANY.businessNumber],
  ['통신판매업신고', COMPANY.mailOrderNumber],
  ['주소', COMPANY.address],
  ['개인정보보호책임자', COMPANY.privacyOfficer.name],
  ['이메일', COMPANY.customerEmail],
] as const;

const LINK_GROUPS = [
  {
    title: 'Shop',
    links: [
      { href: paths.allItems.getHref(), label: '전체상품' },
      { href: paths.bestSeller.getHref(), label: '베스트' },
      { href: paths.bags.getHref(), label: '가방' },
      { href: paths.wallets.getHref(), label: '지갑' },
      { href: paths.accessories.getHref(), label: '액세서리' },
    ],
  },
  {
    title: 'Brand',
    links: [
      { href: paths.about.getHref(), label: '브랜드 이야기' },
      { href: paths.myPage.getHref(), label: '마이페이지' },
      { href: paths.cart.getHref(), label: '장바구니' },
    ],
  },
  {
    title: 'Policy',
    links: [
      { href: paths.termsOfUse.getHref(), label: '이용약관' },
      { href: paths.privacyPolicy.getHref(), label: '개인정보처리방침', strong: true },
      { href: paths.cookiePolicy.getHref(), label: '쿠키정책' },
    ],
  },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <img src="/images/brand/logo.svg" alt="the shop" className={styles.logo} />
          <p className={styles.tagline}>Black only. Made to order, by hand.</p>
        </div>
        <div className={styles.cs}>
          <p className={styles.groupTitle}>Customer Service</p>
          <p className={styles.csPhone}>{COMPANY.phone}</p>
          <p className={styles.csHours}>
            월–금 10:30 – 17:00
            <br />
            주말·공휴일 휴무
          </p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} className={styles.group} aria-label={group.title}>
            <p className={styles.groupTitle}>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={'strong' in link && link.strong ? styles.strong : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <dl className={styles.company}>
          {COMPANY_LINES.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.notice}>
          교환·반품은 수령 후 7일 이내 공식 사이트에서 신청하실 수 있습니다. 모든 제품은 주문 후 제작됩니다.
        </p>
        <p className={styles.copy}>© {new Date().getFullYear()} the shop. All rights reserved.</p>
      </div>
    </footer>
  );
}
