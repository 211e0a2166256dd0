import type { FailureKind } from '../domain/result';

/** The envelope's `result` field: '0000' is success, every other value is documented in docs/api.md. */
export const RESULT_OK = '0000';

export const RESULT_BY_KIND: Record<FailureKind | 'server', { result: string; status: number; message: string }> = {
  invalid: { result: '4000', status: 400, message: '요청 값이 올바르지 않습니다.' },
  unauthenticated: { result: '4010', status: 401, message: '로그인이 필요합니다.' },
  forbidden: { result: '4030', status: 403, message: '접근 권한이 없습니다.' },
  'not-found': { result: '4040', status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  conflict: { result: '4090', status: 409, message: '이미 처리된 요청입니다.' },
  'too-large': { result: '4130', status: 413, message: '요청 크기가 너무 큽니다.' },
  'too-many': { result: '4290', status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  unavailable: { result: '5030', status: 503, message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.' },
  server: { result: '5000', status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
};

export const SUCCESS_MESSAGE = '정상 처리되었습니다.';
