import { Inject, Injectable } from '@nestjs/common';
import type { Member } from '../../domain/member';
import { type LoginAnswer, loginAnswer, type MemberResponse, toMemberResponse } from '../member-response';
import { POINT_BALANCE } from '../membership.di-tokens';
import type { PointBalancePort } from '../ports/point-balance.port';

/** The member answers (login, sign-up, Naver login, get and update), with the points balance read from promotions. */
@Injectable()
export class MemberAnswersService {
  constructor(@Inject(POINT_BALANCE) private readonly points: PointBalancePort) {}

  async response(member: Member): Promise<MemberResponse> {
    return toMemberResponse(member, await this.points.balanceOf(member.id));
  }

  async loginAnswer(member: Member, message?: string): Promise<LoginAnswer> {
    return loginAnswer(member, await this.points.balanceOf(member.id), message);
  }
}
