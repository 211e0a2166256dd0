import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { AuditTrailService } from '../../services/audit-trail.service';
import { InMemoryAccessLog, InMemoryAdminAccounts, InMemoryAuditLog } from '../../testing/in-memory-backoffice';
import { CreateAdminService } from './create-admin.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 1, actor: 'owner@shop.test', ip: '203.0.113.9' };
const STRONG = 'Sturdy-Pass-42!';

function setUp() {
  const accounts = new InMemoryAdminAccounts();
  accounts.add({ email: 'owner@shop.test', role: 'owner' });
  const audit = new InMemoryAuditLog();
  const clock = { now: () => NOW };
  const hasher = { hash: (password: string) => Promise.resolve(`hash:${password}`), verify: () => Promise.resolve(false), needsRehash: () => false };
  const service = new CreateAdminService(accounts, hasher, new InlineUnitOfWork(), clock, new AuditTrailService(audit, new InMemoryAccessLog(), clock));
  return { accounts, audit, service };
}

describe('CreateAdminService', () => {
  it('stores the account with the hashed password and audits it without the password or its hash', async () => {
    const { accounts, audit, service } = setUp();
    const result = await service.execute({ email: ' clerk@shop.test ', password: STRONG, name: ' 직원 ', role: 'staff', useYn: 'Y' }, BY);
    if (!result.ok) throw new Error(result.code);
    expect(accounts.rows[1]).toMatchObject({ id: result.value.id, email: 'clerk@shop.test', name: '직원', role: 'staff', passwordHash: `hash:${STRONG}` });
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'admin.create', targetId: String(result.value.id), before: null, after: { email: 'clerk@shop.test', adminName: '직원', role: 'staff', useYn: 'Y' }, at: NOW }),
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain(STRONG);
  });

  it('refuses an e-mail taken in any case, a weak password and a bad name, storing and auditing nothing', async () => {
    const { accounts, audit, service } = setUp();
    const input = { email: 'OWNER@shop.test', password: STRONG, name: '대표', role: 'owner' as const, useYn: 'Y' as const };
    expect(await service.execute(input, BY)).toMatchObject({ ok: false, kind: 'conflict', code: 'BACKOFFICE.EMAIL_TAKEN' });
    expect(await service.execute({ ...input, email: 'new@shop.test', password: 'password12' }, BY)).toMatchObject({ code: 'BACKOFFICE.PASSWORD_WEAK' });
    expect(await service.execute({ ...input, email: 'new@shop.test', name: '' }, BY)).toMatchObject({ code: 'BACKOFFICE.NAME_INVALID' });
    expect(accounts.rows).toHaveLength(1);
    expect(audit.entries).toEqual([]);
  });
});
