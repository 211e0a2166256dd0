import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { MemberDirectoryPort, MemberDirectoryQuery, MemberDirectoryRow, MemberDirectorySortField } from '../../application/ports/member-directory.port';
import { parseMemberStanding } from '../../domain/member-standing';
import { COUNT_CAP } from '../../../../shared/domain/page';
import { cappedCountOf, toCappedCount } from '../../../../shared/infrastructure/database/capped-count';

const COLUMNS: Record<MemberDirectorySortField, string> = { id: 'id', email: 'lower(email)', memberName: 'name', created: 'created_at' };

interface Row {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  sex: number | null;
  standing: string;
  created_at: Date;
}

/** At most this many matches of a search are read and sorted for a page; more, and the page is read in the list's order. */
const SORTED_MATCHES_MAX = 10 * COUNT_CAP;

function likeOf(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The staff list's search: name or e-mail containing q, or the phone containing its digits (3 or more), among
 * active members only (a withdrawn member's data may no longer be used; a dormant one's is stored apart).
 */
function where(query: MemberDirectoryQuery): { sql: string; params: unknown[] } {
  const q = query.q?.trim();
  if (!q) return { sql: '', params: [] };
  const digits = q.replace(/\D/g, '');
  const phone = digits.length >= 3 && /^[\d\s-]+$/.test(q);
  return {
    sql: `WHERE standing = 'active' AND (name ILIKE $1 OR email ILIKE $1${phone ? ' OR phone LIKE $2' : ''})`,
    params: phone ? [likeOf(q), likeOf(digits)] : [likeOf(q)],
  };
}

function toRow(row: Row): MemberDirectoryRow {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    phone: row.phone,
    sex: row.sex === null ? null : Number(row.sex),
    standing: parseMemberStanding(row.standing),
    created: new Date(row.created_at),
  };
}

@Injectable()
export class TypeormMemberDirectory implements MemberDirectoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  private order(query: MemberDirectoryQuery): string {
    const direction = query.sort.direction === 'asc' ? 'ASC' : 'DESC';
    return `${COLUMNS[query.sort.field]} ${direction}, id ${direction}`;
  }

  private select(query: MemberDirectoryQuery, limit: number, offset: number): { sql: string; params: unknown[] } {
    const filter = where(query);
    const n = filter.params.length;
    return {
      sql: `SELECT id, email, name, phone, sex, standing, created_at FROM member ${filter.sql} ORDER BY ${this.order(query)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...filter.params, limit, offset],
    };
  }

  async page(query: MemberDirectoryQuery, page: PageRequest): Promise<Page<MemberDirectoryRow>> {
    const manager = await this.managers.forRead();
    const filter = where(query);
    if (filter.sql) {
      // A search reads its matches once through the trigram indexes (up to SORTED_MATCHES_MAX) and both counts and
      // pages them. Left to the planner, the list's order by id walked the whole member table backwards whenever the
      // matches sat among the older members ("scale.77", 1,111 members: 22,000 rows read for 10). Only a word most
      // members share pages through the table in the list's order (docs/decisions.md, "How reads grow with the shop").
      const n = filter.params.length;
      const found = (await manager.query(
        `WITH hits AS MATERIALIZED (SELECT id, email, name, phone, sex, standing, created_at FROM member ${filter.sql} LIMIT ${SORTED_MATCHES_MAX + 1})
         SELECT t.found, p.* FROM (SELECT count(*)::int AS found FROM hits) t
           LEFT JOIN LATERAL (SELECT * FROM hits ORDER BY ${this.order(query)} LIMIT $${n + 1} OFFSET $${n + 2}) p ON true`,
        [...filter.params, page.size, offsetOf(page)],
      )) as (Row & { found: number })[];
      const matches = Number(found[0].found);
      const total = toCappedCount(Math.min(matches, COUNT_CAP + 1));
      if (matches <= SORTED_MATCHES_MAX) return pageOf(found.filter((row) => row.id !== null).map(toRow), page, total);
      const select = this.select(query, page.size, offsetOf(page));
      return pageOf(((await manager.query(select.sql, select.params)) as Row[]).map(toRow), page, total);
    }
    const select = this.select(query, page.size, offsetOf(page));
    const rows = (await manager.query(select.sql, select.params)) as Row[];
    const total = await cappedCountOf(manager, `SELECT 1 FROM member`, []);
    return pageOf(rows.map(toRow), page, total);
  }

  async all(query: MemberDirectoryQuery, limit: number): Promise<MemberDirectoryRow[]> {
    const select = this.select(query, limit, 0);
    return ((await (await this.managers.forRead()).query(select.sql, select.params)) as Row[]).map(toRow);
  }
}
