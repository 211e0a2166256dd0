import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { AdminSessionsService } from '../../services/admin-sessions.service';
import { AuditTrailService } from '../../services/audit-trail.service';
import { InMemoryAccessLog, InMemoryAdminAccounts, InMemoryAdminSessions, InMemoryAuditLog } from '../../testing/in-memory-backoffice';
import { type AdminEdit, UpdateAdminService } from './update-admin.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 1, actor: 'owner@shop.test', ip: '203.0.113.9' };
const STRONG = 'Sturdy-Pass-42!';

function setUp() {
  const accounts = new InMemoryAdminAccounts();
  const sessions = new InMemoryAdminSessions();
  const audit = new InMemoryAuditLog();
  const clock = { now: () => NOW };
  const hasher = { hash: (password: string) => Promise.resolve(`hash:${password}`), verify: () => Promise.resolve(false), needsRehash: () => false };
  const service = new UpdateAdminService(
    accounts,
    hasher,
    new InlineUnitOfWork(),
    clock,
    new AdminSessionsService(sessions, { ttlSeconds: 3600 }, clock),
    new AuditTrailService(audit, new InMemoryAccessLog(), clock),
  );
  return { accounts, sessions, audit, service };
}

const editOf = (id: number, email: string, overrides: Partial<AdminEdit> = {}): AdminEdit => ({
  id,
  email,
  password: null,
  name: '관리자',
  useYn: 'Y',
  ...overrides,
});

describe('UpdateAdminService', () => {
  it('refuses to demote or take out of use the last owner in use, and changes nothing', async () => {
    const { accounts, audit, service } = setUp();
    const owner = accounts.add({ email: 'owner@shop.test', role: 'owner' });
    accounts.add({ email: 'retired@shop.test', role: 'owner', useYn: 'N' });

    const demoted = await service.execute(editOf(owner.id, owner.email, { role: 'staff' }), BY);
    expect(demoted).toMatchObject({ ok: false, kind: 'conflict', code: 'BACKOFFICE.LAST_OWNER' });
    const parked = await service.execute(editOf(owner.id, owner.email, { useYn: 'N' }), BY);
    expect(parked).toMatchObject({ ok: false, code: 'BACKOFFICE.LAST_OWNER' });

    expect(accounts.rows[0].isActiveOwner).toBe(true);
    expect(audit.entries).toEqual([]);
  });

  it('demotes an owner while another owner is in use, and audits before and after without secrets', async () => {
    const { accounts, audit, sessions, service } = setUp();
    const owner = accounts.add({ email: 'owner@shop.test', role: 'owner', name: '대표' });
    accounts.add({ email: 'second@shop.test', role: 'owner' });

    const result = await service.execute(editOf(owner.id, owner.email, { role: 'staff', name: ' 직원 ' }), BY);
    expect(result.ok).toBe(true);
    expect(accounts.rows[0]).toMatchObject({ role: 'staff', name: '직원' });
    expect(sessions.revokedAllOf).toEqual([]);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        adminId: 1,
        action: 'admin.update',
        targetType: 'admin',
        targetId: String(owner.id),
        before: { email: 'owner@shop.test', adminName: '대표', role: 'owner', useYn: 'Y' },
        after: { email: 'owner@shop.test', adminName: '직원', role: 'staff', useYn: 'Y', passwordChanged: false },
        at: NOW,
      }),
    ]);
  });

  it('keeps the role when none is sent, and ends the sessions on a new password or when out of use', async () => {
    const { accounts, sessions, audit, service } = setUp();
    accounts.add({ email: 'owner@shop.test', role: 'owner' });
    const staff = accounts.add({ email: 'clerk@shop.test', role: 'staff' });

    expect((await service.execute(editOf(staff.id, staff.email, { password: STRONG }), BY)).ok).toBe(true);
    expect(accounts.rows[1]).toMatchObject({ role: 'staff', passwordHash: `hash:${STRONG}` });
    expect(audit.entries[0].after).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(audit.entries)).not.toContain(STRONG);

    expect((await service.execute(editOf(staff.id, staff.email, { useYn: 'N' }), BY)).ok).toBe(true);
    expect(sessions.revokedAllOf).toEqual([staff.id, staff.id]);
  });

  it('refuses bad input before anything is read, an unknown id, and an e-mail another account has', async () => {
    const { accounts, audit, service } = setUp();
    accounts.add({ email: 'owner@shop.test', role: 'owner' });
    const staff = accounts.add({ email: 'clerk@shop.test', role: 'staff' });

    expect(await service.execute(editOf(staff.id, 'not-an-email'), BY)).toMatchObject({ code: 'BACKOFFICE.EMAIL_INVALID' });
    expect(await service.execute(editOf(staff.id, staff.email, { name: '   ' }), BY)).toMatchObject({ code: 'BACKOFFICE.NAME_INVALID' });
    expect(await service.execute(editOf(staff.id, staff.email, { password: 'short1!' }), BY)).toMatchObject({ code: 'BACKOFFICE.PASSWORD_WEAK' });
    expect(await service.execute(editOf(99, 'nobody@shop.test'), BY)).toMatchObject({ kind: 'not-found', code: 'BACKOFFICE.ADMIN_NOT_FOUND' });
    expect(await service.execute(editOf(staff.id, 'OWNER@shop.test'), BY)).toMatchObject({ kind: 'conflict', code: 'BACKOFFICE.EMAIL_TAKEN' });
    expect(accounts.rows[1].email).toBe('clerk@shop.test');
    expect(audit.entries).toEqual([]);
  });
});
