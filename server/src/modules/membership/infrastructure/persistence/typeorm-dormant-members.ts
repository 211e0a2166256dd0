import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { DormancyNotice, DormantMember, DormantMembersPort, PlaceholderIdentity } from '../../application/ports/dormant-members.port';

interface DormantRow {
  member_id: number;
  password_hash: string | null;
  phone: string | null;
  naver_id: string | null;
}

const DORMANT_COLUMNS = 'member_id, password_hash, phone, naver_id';
/** The personal columns that move between `member` and `member_dormant`, named alike in both. */
const PERSONAL_COLUMNS = [
  'email',
  'password_hash',
  'name',
  'phone',
  'birth',
  'sex',
  'age_consented_at',
  'terms_consented_at',
  'privacy_consented_at',
  'marketing_consented_at',
  'news_consented_at',
  'naver_id',
] as const;
const LAST_SEEN = 'coalesce(last_login_at, created_at)';

function toDormant(row: DormantRow | undefined): DormantMember | null {
  return row ? { memberId: Number(row.member_id), passwordHash: row.password_hash, phone: row.phone, naverId: row.naver_id } : null;
}

/**
 * `member_dormant` in PostgreSQL, through the unit of work's transaction. Moving out locks the idle rows
 * (SKIP LOCKED: a member logging in at that moment is left for the next run), copies their personal columns
 * and overwrites the live row with a placeholder; moving back does the reverse for one row and deletes the copy.
 */
@Injectable()
export class TypeormDormantMembers implements DormantMembersPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async findByEmail(email: string): Promise<DormantMember | null> {
    const rows = await (await this.managers.forRead()).query<DormantRow[]>(
      `SELECT ${DORMANT_COLUMNS} FROM member_dormant WHERE lower(email) = lower($1)`,
      [email.trim()],
    );
    return toDormant(rows[0]);
  }

  async findByNaverId(naverId: string): Promise<DormantMember | null> {
    const rows = await (await this.managers.forRead()).query<DormantRow[]>(`SELECT ${DORMANT_COLUMNS} FROM member_dormant WHERE naver_id = $1`, [naverId]);
    return toDormant(rows[0]);
  }

  async lockByEmail(email: string): Promise<DormantMember | null> {
    const rows = await (await this.managers.forWrite()).query<DormantRow[]>(
      `SELECT ${DORMANT_COLUMNS} FROM member_dormant WHERE lower(email) = lower($1) FOR UPDATE`,
      [email.trim()],
    );
    return toDormant(rows[0]);
  }

  async findDueNotices(idleSince: Date, limit: number): Promise<DormancyNotice[]> {
    // No lock: the texts take minutes, and a member logging in meanwhile must not wait on housekeeping.
    const rows = await (await this.managers.forRead()).query<{ id: number; phone: string | null; last_seen: Date }[]>(
      `SELECT id, phone, ${LAST_SEEN} AS last_seen FROM member
        WHERE standing = 'active' AND dormancy_noticed_at IS NULL AND ${LAST_SEEN} < $1
        ORDER BY id LIMIT $2`,
      [idleSince, limit],
    );
    return rows.map((row) => ({ memberId: Number(row.id), phone: row.phone, lastSeenAt: new Date(row.last_seen) }));
  }

  async markNoticed(notice: DormancyNotice, now: Date): Promise<boolean> {
    // Guarded by the last login the notice was written for: a login since then began a new idle year. Compared to the
    // millisecond, as far as a Date (and the notice's key) carries it.
    const [, marked] = await (await this.managers.forWrite()).query<[unknown[], number]>(
      `UPDATE member SET dormancy_noticed_at = $3
        WHERE id = $1 AND standing = 'active' AND dormancy_noticed_at IS NULL
          AND date_trunc('milliseconds', ${LAST_SEEN}) = $2`,
      [notice.memberId, notice.lastSeenAt, now],
    );
    return marked === 1;
  }

  async moveOut(due: { idleSince: Date; noticedBefore: Date }, now: Date, limit: number, placeholder: PlaceholderIdentity): Promise<number[]> {
    const manager = await this.managers.forWrite();
    const idle = await manager.query<{ id: number }[]>(
      `SELECT id FROM member
        WHERE standing = 'active' AND ${LAST_SEEN} < $1 AND dormancy_noticed_at <= $2
        ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [due.idleSince, due.noticedBefore, limit],
    );
    const ids = idle.map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const columns = PERSONAL_COLUMNS.join(', ');
    await manager.query(`INSERT INTO member_dormant (member_id, ${columns}, moved_at) SELECT id, ${columns}, $2 FROM member WHERE id = ANY($1)`, [ids, now]);
    for (const id of ids) {
      const { email, name } = placeholder(id);
      await manager.query(
        `UPDATE member SET email = $2, name = $3, password_hash = NULL, phone = NULL, birth = NULL, sex = NULL,
                age_consented_at = NULL, terms_consented_at = NULL, privacy_consented_at = NULL,
                marketing_consented_at = NULL, news_consented_at = NULL, naver_id = NULL, must_change_password = false,
                standing = 'dormant', dormant_since = $4, updated_at = $4, version = version + 1
          WHERE id = $1`,
        [id, email, name, now],
      );
    }
    return ids;
  }

  async moveBack(memberId: number, now: Date): Promise<boolean> {
    const manager = await this.managers.forWrite();
    const assignments = PERSONAL_COLUMNS.map((column) => `${column} = d.${column}`).join(', ');
    const [, moved] = await manager.query<[unknown[], number]>(
      `UPDATE member m SET ${assignments}, standing = 'active', dormant_since = NULL, dormancy_noticed_at = NULL,
              last_login_at = $2, updated_at = $2, version = m.version + 1
         FROM member_dormant d
        WHERE d.member_id = m.id AND m.id = $1 AND m.standing = 'dormant'
        RETURNING m.id`,
      [memberId, now],
    );
    if (moved !== 1) return false;
    await manager.query('DELETE FROM member_dormant WHERE member_id = $1', [memberId]);
    return true;
  }
}
