import { Injectable } from '@nestjs/common';
import type { PendingApprovalsPort } from './ports/pending-approvals.port';

/** The contexts whose approvals payments' reconciliation looks after; each registers its PendingApprovalsPort at start. */
@Injectable()
export class PendingApprovalSources {
  private readonly sources: PendingApprovalsPort[] = [];

  register(source: PendingApprovalsPort): void {
    this.sources.push(source);
  }

  all(): readonly PendingApprovalsPort[] {
    return this.sources;
  }
}
