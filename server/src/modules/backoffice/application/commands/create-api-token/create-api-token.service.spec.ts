import { createHash } from 'node:crypto';
import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { AuditTrailService } from '../../services/audit-trail.service';
import { InMemoryAccessLog, InMemoryApiTokens, InMemoryAuditLog } from '../../testing/in-memory-backoffice';
import { CreateApiTokenService } from './create-api-token.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 1, actor: 'owner@shop.test', ip: '203.0.113.9' };

function setUp() {
  const tokens = new InMemoryApiTokens();
  const audit = new InMemoryAuditLog();
  const clock = { now: () => NOW };
  const service = new CreateApiTokenService(tokens, new InlineUnitOfWork(), clock, new AuditTrailService(audit, new InMemoryAccessLog(), clock));
  return { tokens, audit, service };
}

describe('CreateApiTokenService', () => {
  it('answers the token once and stores only its SHA-256 and shown prefix, with sorted scopes and the expiry', async () => {
    const { tokens, service } = setUp();
    const { token, record } = await service.execute({ name: ' ERP ', scopes: ['orders:write', 'orders:read'], expiresInDays: 30, adminId: 1 }, BY);
    expect(token).toMatch(/^shop_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ name: 'ERP', prefix: token.slice(0, record.prefix.length), scopes: ['orders:read', 'orders:write'], createdBy: 1, createdAt: NOW });
    expect(record.expiresAt).toEqual(new Date(NOW.getTime() + 30 * 24 * 3600_000));
    expect(tokens.hashes.get(record.id)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(tokens.rows)).not.toContain(token);
  });

  it('audits the new token by name, prefix, scopes and expiry, never the token itself; each token differs', async () => {
    const { audit, service } = setUp();
    const first = await service.execute({ name: 'ERP', scopes: ['orders:read'], expiresInDays: 1, adminId: 1 }, BY);
    const second = await service.execute({ name: 'ERP', scopes: ['orders:read'], expiresInDays: 1, adminId: 1 }, BY);
    expect(second.token).not.toBe(first.token);
    expect(audit.entries[0]).toMatchObject({
      action: 'api-token.create',
      targetId: String(first.record.id),
      before: null,
      after: { name: 'ERP', prefix: first.record.prefix, scopes: ['orders:read'], expiresAt: first.record.expiresAt.toISOString() },
    });
    expect(JSON.stringify(audit.entries)).not.toContain(first.token);
  });
});
