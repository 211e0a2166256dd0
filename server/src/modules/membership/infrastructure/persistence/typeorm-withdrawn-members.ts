import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { PlaceholderIdentity } from '../../application/ports/dormant-members.port';
import type { AnonymisedMembers, WithdrawnMembersPort } from '../../application/ports/withdrawn-members.port';

/**
 * Withdrawn members past their 30 days, in the unit of work's transaction: the rows locked (SKIP LOCKED), the
 * address book deleted, the personal columns overwritten. The row stays (orders, coupons and points name its id);
 * the orders keep their own copy of the orderer for their legal period.
 */
@Injectable()
export class TypeormWithdrawnMembers implements WithdrawnMembersPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async anonymiseWithdrawnBefore(cutoff: Date, now: Date, limit: number, anonymous: PlaceholderIdentity): Promise<AnonymisedMembers> {
    const manager = await this.managers.forWrite();
    const due = await manager.query<{ id: number }[]>(
      `SELECT id FROM member WHERE standing = 'withdrawn' AND anonymised_at IS NULL AND withdrawn_at < $1
        ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [cutoff, limit],
    );
    const ids = due.map((row) => Number(row.id));
    if (ids.length === 0) return { members: 0, addresses: 0, memberIds: [] };
    const [, deleted] = await manager.query<[unknown[], number]>('DELETE FROM shipping_address WHERE member_id = ANY($1)', [ids]);
    for (const id of ids) {
      const { email, name } = anonymous(id);
      await manager.query(
        `UPDATE member SET email = $2, name = $3, password_hash = NULL, phone = NULL, birth = NULL, sex = NULL,
                age_consented_at = NULL, terms_consented_at = NULL, privacy_consented_at = NULL,
                marketing_consented_at = NULL, news_consented_at = NULL, naver_id = NULL, must_change_password = false,
                anonymised_at = $4, updated_at = $4, version = version + 1
          WHERE id = $1`,
        [id, email, name, now],
      );
    }
    return { members: ids.length, addresses: Number(deleted), memberIds: ids };
  }
}
