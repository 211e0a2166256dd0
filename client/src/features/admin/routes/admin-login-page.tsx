import { Alert, Button, Card, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { useAdminLoginMutation, useAdminMeQuery } from '../api/admin-api';
import { returnPath } from '../lib/admin-paths';
import { useAdminSession } from '../store/admin-session-bridge';
import styles from './admin-login-page.module.css';

interface LoginFields {
  email: string;
  password: string;
}

/** /login/admin: an admin already logged in goes on to the console; a failure shows the server's message. */
export function AdminLoginPage() {
  const { data: me, isLoading } = useAdminMeQuery();
  const [login, { isLoading: sending }] = useAdminLoginMutation();
  const { signedIn } = useAdminSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const target = returnPath(params.get('redirect'));

  if (isLoading) return <Spin fullscreen description="불러오는 중" />;
  if (me) return <Navigate replace to={target} />;

  const submit = async (fields: LoginFields) => {
    setFailure(null);
    try {
      const admin = await login({ email: fields.email.trim(), password: fields.password }).unwrap();
      signedIn(admin.id);
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : retryText(error));
    }
  };

  return (
    <main className={styles.screen}>
      <Card className={styles.card}>
        <Typography.Title level={3}>관리자 로그인</Typography.Title>
        {failure && <Alert className={styles.alert} type="error" showIcon title={failure} role="alert" />}
        <Form<LoginFields> layout="vertical" onFinish={submit} requiredMark={false}>
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
          <Button type="primary" htmlType="submit" block loading={sending}>
            로그인
          </Button>
        </Form>
      </Card>
    </main>
  );
}
