import type { ApiError } from './api-client';
import { networkFailureMessage, RETRY_MESSAGE, retryText, retryTextWithServerReason } from './failure-text';

const network = (status: string | number): ApiError => ({ status, result: 'NETWORK', message: networkFailureMessage(status) });

describe('failure text', () => {
  it('names the network failure after 다시 시도해주세요.', () => {
    expect(networkFailureMessage('FETCH_ERROR')).toBe('다시 시도해주세요. (인터넷 연결을 확인해주세요)');
    expect(networkFailureMessage('TIMEOUT_ERROR')).toBe('다시 시도해주세요. (응답 시간이 초과되었습니다)');
    expect(networkFailureMessage(502)).toBe('다시 시도해주세요. (서버 응답 502)');
    expect(retryText(network('FETCH_ERROR'))).toBe('다시 시도해주세요. (인터넷 연결을 확인해주세요)');
  });

  it("names a server error by its result code, and says only 다시 시도해주세요. when nothing more is known", () => {
    const serverError: ApiError = { status: 500, result: '5000', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' };
    expect(retryText(serverError)).toBe('다시 시도해주세요. (오류 코드 5000)');
    expect(retryText(new Error('boom'))).toBe(RETRY_MESSAGE);
    expect(retryText(undefined)).toBe(RETRY_MESSAGE);
  });

  it("gives the console the server's reason after 다시 시도해주세요., once", () => {
    const refused: ApiError = { status: 409, result: '4090', message: '이미 사용 중인 이메일입니다.' };
    expect(retryTextWithServerReason(refused)).toBe('다시 시도해주세요. 이미 사용 중인 이메일입니다.');
    expect(retryTextWithServerReason(network('FETCH_ERROR'))).toBe('다시 시도해주세요. (인터넷 연결을 확인해주세요)');
    expect(retryTextWithServerReason({ status: 400, result: '4000', message: RETRY_MESSAGE })).toBe(RETRY_MESSAGE);
  });
});
