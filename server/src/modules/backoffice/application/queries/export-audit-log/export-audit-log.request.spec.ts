import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ExportAuditLogRequest } from './export-audit-log.request';

const problems = (query: object) =>
  validateSync(plainToInstance(ExportAuditLogRequest, query)).flatMap((error) => Object.values(error.constraints ?? {}));

describe('ExportAuditLogRequest', () => {
  it('takes every kind of target the audit calls write, the console filters by each', () => {
    for (const targetType of ['goods', 'option_category', 'banner', 'popup', 'coupon', 'order', 'member', 'admin', 'api-token']) {
      expect({ targetType, problems: problems({ targetType }) }).toEqual({ targetType, problems: [] });
    }
  });

  it('refuses a target type that is no such word, and an admin id below 1, in Korean', () => {
    expect(problems({ targetType: 'DROP TABLE' })).toEqual(['targetType이 올바르지 않습니다.']);
    expect(problems({ adminId: '0' })).toEqual(['adminId는 1 이상의 정수여야 합니다.']);
  });
});
