import { VerificationCode } from '../../domain/verification-code';
import type { VerificationPurpose } from '../../domain/verification-purpose';
import { VerificationCodeOrmEntity } from './verification-code.orm-entity';

/** Row ⇄ aggregate, field by field. */
export const VerificationCodeMapper = {
  toDomain(row: VerificationCodeOrmEntity): VerificationCode {
    return VerificationCode.restore({
      id: row.id,
      phone: row.phone,
      purpose: row.purpose as VerificationPurpose,
      codeHash: row.codeHash,
      requesterIp: row.requesterIp,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      tries: row.tries,
      confirmedAt: row.confirmedAt,
      supersededAt: row.supersededAt,
    });
  },

  toPersistence(code: VerificationCode): VerificationCodeOrmEntity {
    const state = code.snapshot();
    const row = new VerificationCodeOrmEntity();
    row.id = state.id;
    row.phone = state.phone;
    row.purpose = state.purpose;
    row.codeHash = state.codeHash;
    row.requesterIp = state.requesterIp;
    row.createdAt = state.createdAt;
    row.expiresAt = state.expiresAt;
    row.tries = state.tries;
    row.confirmedAt = state.confirmedAt;
    row.supersededAt = state.supersededAt;
    return row;
  },
};
