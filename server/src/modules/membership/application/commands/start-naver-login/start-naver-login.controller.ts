import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../../../../shared/http/envelope';
import { writeNaverStateCookie } from './naver-state-cookie';
import { StartNaverLoginService } from './start-naver-login.service';

@ApiTags('membership')
@Controller('api')
export class StartNaverLoginController {
  constructor(private readonly service: StartNaverLoginService) {}

  @Get('login/naver/authorize')
  @ApiOperation({
    summary: '**new** Where to send the browser for Naver login',
    description:
      '`dto.enabled` is false when no Naver client id is configured (the client hides the button). Otherwise `dto.url` is Naver\'s ' +
      'authorize page with a fresh `state`, which is also set in the httpOnly `shop_naver_state` cookie and checked on the way back.',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['result', 'message', 'dto'],
      properties: {
        result: { type: 'string', example: '0000' },
        message: { type: 'string' },
        dto: { type: 'object', required: ['enabled', 'url'], properties: { enabled: { type: 'boolean' }, url: { type: 'string', nullable: true } } },
      },
    },
  })
  async start(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const started = await this.service.execute();
    if (!started.enabled) return envelope('dto', { enabled: false, url: null });
    writeNaverStateCookie(request, reply, started.state);
    return envelope('dto', { enabled: true, url: started.url });
  }
}
