import { useId } from 'react';
import { Link } from 'react-router-dom';
import { articleHeading, formatKoreanDate } from '../documents/format';
import type { LegalBlock, LegalDocumentData, LegalTable } from '../documents/types';
import styles from './legal-document.module.css';

export interface LegalDocumentProps {
  document: LegalDocumentData;
  /** 1 on its own page; 2 inside a popup that already has a heading. */
  headingLevel?: 1 | 2;
  /** Tighter type for a small popup (the order consent block). */
  compact?: boolean;
}

/** One legal document: title, effective date, preamble, numbered articles and addenda. */
export function LegalDocument({ document, headingLevel = 1, compact = false }: LegalDocumentProps) {
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Article = headingLevel === 1 ? 'h2' : 'h3';
  const effective = formatKoreanDate(document.effectiveDate);

  return (
    <article className={compact ? `${styles.document} ${styles.compact}` : styles.document} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {document.title}
        </Title>
        <p className={styles.effective}>
          시행일: <time dateTime={document.effectiveDate}>{effective}</time>
        </p>
      </header>

      {document.preamble.length > 0 && (
        <div className={styles.preamble}>
          {document.preamble.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}

      <ol className={styles.articles}>
        {document.articles.map((article, index) => (
          <li key={article.title} className={styles.article}>
            <Article className={styles.articleTitle}>{articleHeading(document.numbering, index, article.title)}</Article>
            <div className={styles.body}>
              {article.body.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </li>
        ))}
      </ol>

      {document.addenda.length > 0 && (
        <section className={styles.addenda} aria-label="부칙">
          <Article className={styles.articleTitle}>부칙</Article>
          {document.addenda.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      )}
    </article>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('table' in block) return <Table table={block.table} />;
  return (
    <p>
      <Link className={styles.link} to={block.link.to}>
        {block.link.label}
      </Link>
    </p>
  );
}

function Table({ table }: { table: LegalTable }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={table.head[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
