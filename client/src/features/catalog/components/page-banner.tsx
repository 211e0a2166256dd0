import styles from './page-banner.module.css';

export interface PageBannerProps {
  image: string;
  eyebrow: string;
  title: string;
  lead?: string;
}

/** A list page's banner: the category image with its title set over it. */
export function PageBanner({ image, eyebrow, title, lead }: PageBannerProps) {
  return (
    <header className={styles.banner}>
      {/* The list's largest image: fetched first (the app also preloads it on a first visit). */}
      <img className={styles.image} src={image} alt="" fetchPriority="high" />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  );
}
