import { Alert, App, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useAdminSave } from '../../lib/use-admin-save';
import { type FailedJob, useDiscardFailedJobMutation, useListFailedJobsQuery, useRetryFailedJobMutation } from '../api/jobs-api';

/** /admin/jobs (owner): jobs that used up their tries (the dead-letter queue), with retry and discard; both audited. */
export function JobsPage() {
  const { data, isFetching, error, refetch } = useListFailedJobsQuery();
  const [retry] = useRetryFailedJobMutation();
  const [discard] = useDiscardFailedJobMutation();
  const { modal } = App.useApp();
  const { save } = useAdminSave();

  const confirmDiscard = (job: FailedJob) =>
    modal.confirm({
      title: '이 작업을 삭제하시겠습니까?',
      content: `${job.name} — 삭제하면 다시 실행할 수 없습니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        await save(() => discard(job.id).unwrap(), { alert: 'saved' });
      },
    });

  const columns: TableColumnsType<FailedJob> = [
    { title: '작업', dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
    { title: '오류', dataIndex: 'error', key: 'error', render: (text: string) => <Typography.Text type="danger">{text || '-'}</Typography.Text> },
    { title: '시도 횟수', dataIndex: 'attempts', key: 'attempts' },
    { title: '등록', dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => formatDateTime(at) },
    { title: '실패', dataIndex: 'failedAt', key: 'failedAt', render: (at: string) => formatDateTime(at) },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, job) => (
        <Flex gap={8}>
          <Button size="small" type="primary" onClick={() => void save(() => retry(job.id).unwrap(), { alert: 'saved' })}>
            다시 실행
          </Button>
          <Button size="small" danger onClick={() => confirmDiscard(job)}>
            삭제
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>작업</Typography.Title>
        <Button onClick={() => void refetch()}>새로고침</Button>
      </Flex>
      <Typography.Paragraph type="secondary">재시도를 모두 쓰고 실패한 작업(문자 발송, 주기 정리 등)입니다. 원인을 해결한 뒤 다시 실행하거나 삭제하세요.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={failureText(error)} style={{ marginBottom: 16 }} />}
      <Table<FailedJob> rowKey="id" columns={columns} dataSource={data} loading={isFetching} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: '실패한 작업이 없습니다.' }} />
    </>
  );
}
