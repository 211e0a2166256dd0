import { Button, Form, Input } from 'antd';
import type { SignInCredentials } from '../two-factor/api/two-factor-types';

/** The login's first step: e-mail and password, checked in Korean before anything is sent. */
export function LoginPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (credentials: SignInCredentials) => void }) {
  return (
    <Form<SignInCredentials> layout="vertical" onFinish={onSubmit} requiredMark={false}>
      <Form.Item
        label="이메일"
        name="email"
        rules={[
          { required: true, message: '이메일을 입력해주세요.' },
          { type: 'email', message: '올바른 이메일 형식이 아닙니다.' },
        ]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="비밀번호" name="password" rules={[{ required: true, message: '비밀번호를 입력해주세요.' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        로그인
      </Button>
    </Form>
  );
}
