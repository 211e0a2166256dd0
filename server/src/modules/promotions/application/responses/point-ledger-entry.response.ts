import { ApiProperty } from '@nestjs/swagger';
import type { PointLedgerEntry } from '../../domain/point-ledger-entry';
import { POINT_LEDGER_KINDS, type PointLedgerKind } from '../../domain/points';

export class PointLedgerEntryResponse {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty({ example: -300, description: '+ earned or returned, − used, expired or revoked (earned points taken back by a return), either for an adjustment' })
  amount!: number;

  @ApiProperty({ example: 'use', enum: POINT_LEDGER_KINDS })
  kind!: PointLedgerKind;

  @ApiProperty({ example: 1024, nullable: true, type: Number })
  orderId!: number | null;

  @ApiProperty({ example: '주문 결제 시 사용' })
  reason!: string;

  @ApiProperty({ example: '2026-11-20T09:00:00.000Z', format: 'date-time' })
  created!: string;
}

export function toPointLedgerEntryResponse(entry: PointLedgerEntry): PointLedgerEntryResponse {
  return { id: entry.id, amount: entry.amount, kind: entry.kind, orderId: entry.orderId, reason: entry.reason, created: entry.created.toISOString() };
}
