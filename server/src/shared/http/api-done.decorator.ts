import { ApiOkResponse } from '@nestjs/swagger';

/** Documents an envelope with no payload: `{ result: "0000", message }`. */
export function ApiDone(message = '정상 처리되었습니다.') {
  return ApiOkResponse({
    description: message,
    schema: {
      type: 'object',
      required: ['result', 'message'],
      properties: { result: { type: 'string', example: '0000' }, message: { type: 'string', example: message } },
    },
  });
}
