import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { AuditTrailService } from '../../services/audit-trail.service';
import { InMemoryAccessLog, InMemoryApiTokens, InMemoryAuditLog } from '../../testing/in-memory-backoffice';
import { RevokeApiTokenService } from './revoke-api-token.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 1, actor: 'owner@shop.test', ip: '203.0.113.9' };

function setUp() {
  const tokens = new InMemoryApiTokens();
  const audit = new InMemoryAuditLog();
  const clock = { now: () => NOW };
  const service = new RevokeApiTokenService(tokens, new InlineUnitOfWork(), clock, new AuditTrailService(audit, new InMemoryAccessLog(), clock));
  return { tokens, audit, service };
}

describe('RevokeApiTokenService', () => {
  it('revokes now and audits the token by name and prefix, never its secret', async () => {
    const { tokens, audit, service } = setUp();
    const token = tokens.add({ name: 'ERP', prefix: 'shop_erp1' });
    expect(await service.execute(token.id, BY)).toEqual({ ok: true, value: { revokedAt: NOW } });
    expect(tokens.rows[0].revokedAt).toEqual(NOW);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'api-token.revoke',
        targetType: 'api-token',
        targetId: String(token.id),
        before: { name: 'ERP', prefix: 'shop_erp1', revokedAt: null },
        after: { name: 'ERP', prefix: 'shop_erp1', revokedAt: NOW.toISOString() },
      }),
    ]);
  });

  it('is idempotent: a revoked token keeps its first revocation time and gets no second audit record', async () => {
    const { tokens, audit, service } = setUp();
    const earlier = new Date('2026-11-01T00:00:00.000Z');
    const token = tokens.add({ name: 'ERP', revokedAt: earlier });
    expect(await service.execute(token.id, BY)).toEqual({ ok: true, value: { revokedAt: earlier } });
    expect(tokens.revocations).toBe(0);
    expect(audit.entries).toEqual([]);
  });

  it('answers not found for an unknown token', async () => {
    const { audit, service } = setUp();
    expect(await service.execute(404, BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'BACKOFFICE.TOKEN_NOT_FOUND' });
    expect(audit.entries).toEqual([]);
  });
});
