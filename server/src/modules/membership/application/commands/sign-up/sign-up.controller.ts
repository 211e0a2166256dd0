import { Body, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionTokenService } from '../../../../../shared/http/auth/session-token.service';
import { orThrow } from '../../../../../shared/http/api-exception';
import { MembershipMessages } from '../../../domain/membership-failures';
import { parseSex } from '../../../domain/sex';
import { LoginAnswer } from '../../member-response';
import { MemberAnswersService } from '../../services/member-answers.service';
import { clientContext } from '../../services/client-context';
import { SignUpAttemptGuard } from './sign-up-attempt.guard';
import { SignUpRequest } from './sign-up.request';
import { SignUpService } from './sign-up.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class SignUpController {
  constructor(
    private readonly service: SignUpService,
    private readonly answers: MemberAnswersService,
    private readonly tokens: SessionTokenService,
  ) {}

  @Post('member.php')
  @UseGuards(SignUpAttemptGuard)
  @ApiOperation({
    summary: 'Sign up (after a confirmed phone code)',
    description:
      'Name, phone and birth date come from `verificationToken`, never from the body. The new member is logged in (session cookie), ' +
      'and the answer is shaped like the login\'s.',
  })
  @ApiCreatedResponse({ type: LoginAnswer })
  @ApiBadRequestResponse({ description: 'invalid e-mail, weak or common password, confirmation mismatch, missing required consent, under 14, invalid or spent token' })
  @ApiConflictResponse({ description: 'MEMBERSHIP.EMAIL_TAKEN' })
  async signUp(@Body() body: SignUpRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginAnswer> {
    const { member, session } = orThrow(
      await this.service.execute({
        email: body.email,
        password: body.password,
        passwordConfirm: body.passwordConfirm,
        verificationToken: body.verificationToken,
        sex: parseSex(body.sex),
        consents: { age: body.age === 'Y', terms: body.terms === 'Y', privacy: body.privacy === 'Y', marketing: body.marketing === 'Y', news: body.news === 'Y' },
        ...clientContext(request, this.tokens),
      }),
    );
    this.tokens.issue(request, reply, session);
    return this.answers.loginAnswer(member, MembershipMessages.signedUp);
  }
}
