import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons/icons';
import styles from './section-heading.module.css';

export function SectionHeading({ eyebrow, title, moreHref, id }: { eyebrow: string; title: string; moreHref?: string; id?: string }) {
  return (
    <div className={styles.heading}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 className={styles.title} id={id}>
          {title}
        </h2>
      </div>
      {moreHref && (
        <Link to={moreHref} className={styles.more}>
          View all <ArrowRightIcon size={16} />
        </Link>
      )}
    </div>
  );
}
