import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { TestBrowser } from './membership-helpers';

/** A downloaded CSV: the answer's headers, its raw bytes, its text without the BOM and its rows as cells. */
export interface CsvFile {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Buffer;
  text: string;
  rows: string[][];
}

/** Cells of an RFC 4180 file (quoted cells, doubled quotes, line breaks inside quotes), lines ending in CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Downloads an export as the browser (its cookies and address), keeping the bytes as sent. */
export async function downloadCsv(app: NestFastifyApplication, browser: TestBrowser, path: string, query: Record<string, string | number> = {}): Promise<CsvFile> {
  const answer = await request(app.getHttpServer())
    .get(path)
    .query(query)
    .set('cookie', [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    .set('x-forwarded-for', browser.ip)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  const bytes = answer.body as Buffer;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  return {
    status: answer.status,
    contentType: String(answer.headers['content-type'] ?? ''),
    disposition: String(answer.headers['content-disposition'] ?? ''),
    bytes,
    text,
    rows: answer.status === 200 ? parseCsv(text) : [],
  };
}
