/** A table inside an article: retention periods, cookies, recipients of data. */
export interface LegalTable {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * One block of an article's body. A string is a paragraph; clauses (①, ②, ...) are
 * paragraphs too, since Korean legal text numbers them in the text itself.
 */
export type LegalBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly table: LegalTable }
  | { readonly link: { readonly to: string; readonly label: string } };

export interface LegalArticle {
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

export interface LegalDocumentData {
  readonly title: string;
  /** ISO date, e.g. 2023-12-25; shown as 2023년 12월 25일. */
  readonly effectiveDate: string;
  /** 'article' headings read 제1조 (목적); 'section' headings read 1. 수집하는 개인정보. */
  readonly numbering: 'article' | 'section';
  readonly preamble: readonly string[];
  readonly articles: readonly LegalArticle[];
  /** 부칙 */
  readonly addenda: readonly string[];
}
