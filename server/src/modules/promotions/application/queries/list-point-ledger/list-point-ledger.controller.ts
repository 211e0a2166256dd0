import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { mapPage, type Page } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { PointLedgerEntryResponse, toPointLedgerEntryResponse } from '../../responses/point-ledger-entry.response';
import { ListPointLedgerRequest } from './list-point-ledger.request';
import { ListPointLedgerService } from './list-point-ledger.service';

class PointLedgerPageResponse {
  @ApiProperty({ type: [PointLedgerEntryResponse] })
  content!: PointLedgerEntryResponse[];
  @ApiProperty({ type: 'integer' })
  page!: number;
  @ApiProperty({ type: 'integer' })
  size!: number;
  @ApiProperty({ type: 'integer' })
  totalElements!: number;
  @ApiProperty({ type: 'integer' })
  totalPages!: number;
  @ApiProperty()
  first!: boolean;
  @ApiProperty()
  last!: boolean;
  @ApiProperty()
  empty!: boolean;
}

class PointLedgerResponse {
  @ApiProperty({ example: 1000, description: 'the ledger\'s sum' })
  balance!: number;

  @ApiProperty({ type: PointLedgerPageResponse })
  entries!: Page<PointLedgerEntryResponse>;
}

@ApiTags('promotions')
@Controller('api')
export class ListPointLedgerController {
  constructor(private readonly service: ListPointLedgerService) {}

  @Get('member/points')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({ summary: 'The member\'s points: the balance and the ledger, newest first', description: 'memId must be the session\'s member (403 otherwise).' })
  @ApiQuery({ name: 'memId', example: 12 })
  @ApiEnvelope('dto', PointLedgerResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async list(@CurrentMember() member: AuthenticatedMember, @Query('memId') memId: string, @Query() query: ListPointLedgerRequest) {
    assertSameMember(member, memId);
    const { balance, entries } = await this.service.execute(member.id, query.toPageRequest());
    return envelope('dto', { balance, entries: mapPage(entries, toPointLedgerEntryResponse) });
  }
}
