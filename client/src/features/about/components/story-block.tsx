import { useId } from 'react';
import type { StorySection } from '../content/story';
import styles from './story-block.module.css';

/** One chapter of the brand story: its illustration, then the Korean text and its English translation. */
export function StoryBlock({ section, index }: { section: StorySection; index: number }) {
  const headingId = useId();
  const number = String(index + 1).padStart(2, '0');
  return (
    <section className={styles.block} aria-labelledby={headingId} data-side={index % 2 === 0 ? 'start' : 'end'}>
      <figure className={styles.figure}>
        <img
          className={styles.image}
          src={section.image.src}
          alt={section.image.alt}
          width={1200}
          height={900}
          loading="lazy"
          decoding="async"
        />
      </figure>
      <div className={styles.text}>
        <p className={styles.label} lang="en">
          <span className={styles.number}>{number}</span>
          <span className={styles.rule} aria-hidden="true" />
          {section.label}
        </p>
        <div lang="ko">
          <h2 id={headingId} className={styles.title}>
            {section.ko.title}
          </h2>
          <p className={styles.body}>{section.ko.body}</p>
        </div>
        <div lang="en" className={styles.english}>
          <h3 className={styles.englishTitle}>{section.en.title}</h3>
          <p className={styles.englishBody}>{section.en.body}</p>
        </div>
      </div>
    </section>
  );
}
