import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { PopupRepositoryPort, PopupSort, PopupSortField } from '../../application/ports/popup.repository.port';
import type { Popup, PopupDraft } from '../../domain/popup';

interface PopupRow {
  id: number;
  title: string;
  img: string;
  url: string;
  start_date: string;
  end_date: string;
  use_yn: 'Y' | 'N';
  position: number;
}

/** Dates come back as text (to_char), never through a JS Date, so a Korean day stays that day. */
const COLUMNS = `id, title, img, url, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, use_yn, position`;

const SORT_COLUMNS: Record<PopupSortField, string> = {
  id: 'id',
  title: 'title',
  startDate: 'start_date',
  endDate: 'end_date',
  useYn: 'use_yn',
  position: 'position',
};

/** The chosen column, then the id, so equal values keep one order across pages and the export. */
function orderBy(sort: PopupSort): string {
  return `${SORT_COLUMNS[sort.field]} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}, id DESC`;
}

function toPopup(row: PopupRow): Popup {
  return {
    id: Number(row.id),
    title: row.title,
    img: row.img,
    url: row.url,
    startDate: row.start_date,
    endDate: row.end_date,
    useYn: row.use_yn,
    position: Number(row.position),
  };
}

/** Popups in PostgreSQL (the `popup` table of migration 1763800019000), through the unit of work's transaction. */
@Injectable()
export class TypeormPopupRepository implements PopupRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async page(page: PageRequest, sort: PopupSort): Promise<Page<Popup>> {
    const manager = await this.managers.forRead();
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM popup ORDER BY ${orderBy(sort)} LIMIT $1 OFFSET $2`, [page.size, offsetOf(page)])) as PopupRow[];
    const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM popup`)) as { total: number }[];
    return pageOf(rows.map(toPopup), page, total);
  }

  async all(sort: PopupSort, limit: number): Promise<Popup[]> {
    const manager = await this.managers.forRead();
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM popup ORDER BY ${orderBy(sort)} LIMIT $1`, [limit])) as PopupRow[];
    return rows.map(toPopup);
  }

  async findById(id: number): Promise<Popup | null> {
    const rows = (await (await this.managers.forRead()).query(`SELECT ${COLUMNS} FROM popup WHERE id = $1`, [id])) as PopupRow[];
    return rows[0] ? toPopup(rows[0]) : null;
  }

  async findByIdForUpdate(id: number): Promise<Popup | null> {
    const rows = (await (await this.managers.forWrite()).query(`SELECT ${COLUMNS} FROM popup WHERE id = $1 FOR UPDATE`, [id])) as PopupRow[];
    return rows[0] ? toPopup(rows[0]) : null;
  }

  async findShowing(today: string): Promise<Popup[]> {
    const rows = (await (await this.managers.forRead()).query(
      `SELECT ${COLUMNS} FROM popup WHERE use_yn = 'Y' AND start_date <= $1::date AND end_date >= $1::date ORDER BY position, id`,
      [today],
    )) as PopupRow[];
    return rows.map(toPopup);
  }

  async create(draft: PopupDraft, now: Date): Promise<Popup> {
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO popup (title, img, url, start_date, end_date, use_yn, position, created_at, updated_at)
       VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, $8, $8) RETURNING ${COLUMNS}`,
      [draft.title, draft.img, draft.url, draft.startDate, draft.endDate, draft.useYn, draft.position, now],
    )) as PopupRow[];
    return toPopup(rows[0]);
  }

  async update(popup: Popup, now: Date): Promise<void> {
    await (await this.managers.forWrite()).query(
      `UPDATE popup SET title = $2, img = $3, url = $4, start_date = $5::date, end_date = $6::date, use_yn = $7, position = $8, updated_at = $9
       WHERE id = $1`,
      [popup.id, popup.title, popup.img, popup.url, popup.startDate, popup.endDate, popup.useYn, popup.position, now],
    );
  }

  async delete(id: number): Promise<void> {
    await (await this.managers.forWrite()).query(`DELETE FROM popup WHERE id = $1`, [id]);
  }
}
