import { ApiException } from '../api-exception';
import { assertSameMember } from './assert-same-member';

const member = { id: 7, sessionId: 'jti', mustChangePassword: false };

describe('assertSameMember', () => {
  it('passes for the session member, given as a number or a string of digits', () => {
    expect(() => assertSameMember(member, 7)).not.toThrow();
    expect(() => assertSameMember(member, '7')).not.toThrow();
  });

  it.each([8, '8', '7a', ' 7', undefined, null, 7.0000001, '07x'])('refuses %p with 403 COMMON.FORBIDDEN', (claimed) => {
    let thrown: unknown;
    try {
      assertSameMember(member, claimed);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiException);
    expect((thrown as ApiException).status).toBe(403);
    expect((thrown as ApiException).code).toBe('COMMON.FORBIDDEN');
  });
});
