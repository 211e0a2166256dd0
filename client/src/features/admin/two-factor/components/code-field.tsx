import { Form, Input } from 'antd';

/** The form field both code inputs write to (the login's and the confirm's `otp`). */
export const CODE_FIELD = 'otp';

const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 6);

/**
 * The authenticator app's 6-digit code: the phone's number pad, the browser's one-time-code autofill, and the focus
 * when it appears (unless the step focuses its heading first). Anything but digits is dropped as it is typed.
 */
export function CodeField({ autoFocus = true }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      label="인증 코드"
      name={CODE_FIELD}
      normalize={digitsOnly}
      extra="인증 앱에 표시된 6자리 숫자"
      rules={[
        { required: true, message: '인증 앱에 표시된 6자리 코드를 입력해주세요.' },
        { len: 6, message: '6자리 숫자로 입력해주세요.' },
      ]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={autoFocus} />
    </Form.Item>
  );
}
