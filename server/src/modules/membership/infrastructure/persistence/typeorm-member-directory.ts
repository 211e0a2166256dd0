import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { MemberDirectoryPort, MemberDirectoryQuery, MemberDirectoryRow, MemberDirectorySortField } from '../../application/ports/member-directory.port';
import { parseMemberStanding } from '../../domain/member-standing';
import { cappedCountOf } from '../../../../shared/infrastructure/database/capped-count';

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

  private select(query: MemberDirectoryQuery, limit: number, offset: number): { sql: string; params: unknown[] } {
    const filter = where(query);
    const order = `${COLUMNS[query.sort.field]} ${query.sort.direction === 'asc' ? 'ASC' : 'DESC'}, id ${query.sort.direction === 'asc' ? 'ASC' : 'DESC'}`;
    const n = filter.params.length;
    return {
      sql: `SELECT id, email, name, phone, sex, standing, created_at FROM member ${filter.sql} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...filter.params, limit, offset],
    };
  }

  async page(query: MemberDirectoryQuery, page: PageRequest): Promise<Page<MemberDirectoryRow>> {
    const manager = await this.managers.forRead();
    const select = this.select(query, page.size, offsetOf(page));
    const filter = where(query);
    const rows = (await manager.query(select.sql, select.params)) as Row[];
    const total = await cappedCountOf(manager, `SELECT 1 FROM member ${filter.sql}`, filter.params);
    return pageOf(rows.map(toRow), page, total);
  }

  async all(query: MemberDirectoryQuery, limit: number): Promise<MemberDirectoryRow[]> {
    const select = this.select(query, limit, 0);
    return ((await (await this.managers.forRead()).query(select.sql, select.params)) as Row[]).map(toRow);
  }
}
