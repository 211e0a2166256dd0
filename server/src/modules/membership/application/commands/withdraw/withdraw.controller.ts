import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { SessionTokenService } from '../../../../../shared/http/auth/session-token.service';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done, envelope } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { WITHDRAWAL_POLICY } from '../../../domain/withdrawal-policy';
import { WithdrawalOptionsResponse, WithdrawRequest } from './withdraw.request';
import { WithdrawService } from './withdraw.service';

@ApiTags('membership')
@Controller('api')
export class WithdrawController {
  constructor(
    private readonly service: WithdrawService,
    private readonly tokens: SessionTokenService,
  ) {}

  @Get('member/withdraw')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({ summary: '**new**: how the logged-in member confirms a withdrawal', description: 'password, or an SMS code for a member created by Naver.' })
  @ApiEnvelope('dto', WithdrawalOptionsResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async options(@CurrentMember() member: AuthenticatedMember) {
    const confirmWith = orThrow(await this.service.confirmationFor(member.id));
    return envelope('dto', { confirmWith, personalDataDays: WITHDRAWAL_POLICY.personalDataDaysAfterWithdrawal } satisfies WithdrawalOptionsResponse);
  }

  @Post('member/withdraw')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: '**new**: the logged-in member withdraws',
    description:
      'The password re-entered (counted toward the login limits), or for a member created by Naver a token confirmed with purpose `withdraw` ' +
      'for the member\'s phone. Refused while an order is under way (approving, preparing, shipping, a return or exchange asked). ' +
      'The account stops at once: every session ends, the cookie is cleared, login and Naver login refuse it. Personal data is anonymised ' +
      '30 days later; orders and payments keep their own copy for 5 years. The e-mail may sign up again after those 30 days.',
  })
  @ApiDone(MembershipMessages.withdrawn)
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.PASSWORD_MISMATCH, MEMBERSHIP.WITHDRAWAL_PASSWORD_REQUIRED, VERIFICATION.TOKEN_INVALID' })
  @ApiConflictResponse({ description: 'MEMBERSHIP.WITHDRAWAL_ORDERS_IN_PROGRESS, MEMBERSHIP.MEMBER_CHANGED' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiTooManyRequestsResponse({ description: 'MEMBERSHIP.LOGIN_THROTTLED' })
  async withdraw(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: WithdrawRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    orThrow(await this.service.execute({ memberId: member.id, password: body.password, verificationToken: body.verificationToken, ip: request.ip }));
    this.tokens.clear(request, reply);
    return done(MembershipMessages.withdrawn);
  }
}
