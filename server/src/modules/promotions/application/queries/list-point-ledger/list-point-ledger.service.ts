import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
import type { PointLedgerEntry } from '../../../domain/point-ledger-entry';
import type { PointLedgerRepositoryPort } from '../../ports/point-ledger.repository.port';
import { POINT_LEDGER_REPOSITORY } from '../../promotions.di-tokens';

/** GET /api/member/points: the member's points ledger, newest first, with the balance (its sum). */
@Injectable()
export class ListPointLedgerService {
  constructor(@Inject(POINT_LEDGER_REPOSITORY) private readonly ledger: PointLedgerRepositoryPort) {}

  async execute(memberId: number, page: PageRequest): Promise<{ balance: number; entries: Page<PointLedgerEntry> }> {
    const [balance, entries] = await Promise.all([this.ledger.balance(memberId), this.ledger.page(memberId, page)]);
    return { balance, entries };
  }
}
