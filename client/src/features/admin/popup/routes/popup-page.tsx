import { Alert, App, Button, Flex, Form, Image, Input, InputNumber, Modal, Popconfirm, Radio, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText, useAdminAlerts } from '../../lib/admin-alerts';
import { useServerTable } from '../../lib/server-table';
import { useAdminSave } from '../../lib/use-admin-save';
import { ImageUploadField } from '../../marketing/image-upload-field';
import { popupsExportUrl, useCreatePopupMutation, useDeletePopupMutation, useListPopupsQuery, useUpdatePopupMutation } from '../../marketing/marketing-api';
import type { Popup, PopupFields } from '../../marketing/marketing-types';

interface FormFields {
  title: string;
  img: string;
  url?: string;
  startDate: string;
  endDate: string;
  useYn: 'Y' | 'N';
  position?: number;
}

/** Today (plus `days`) in Korea as YYYY-MM-DD: the popup's days are Korea's whatever the admin's zone. */
export function koreanDay(days = 0, now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function toFields(values: FormFields): PopupFields {
  return {
    title: values.title.trim(),
    img: values.img.trim(),
    url: (values.url ?? '').trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    useYn: values.useYn,
    position: values.position ?? 0,
  };
}

/**
 * /admin/popup: the storefront's popups (paged, sorted on the server) and a form in a dialog to add or edit one:
 * image (upload or link), link, first and last day (Korea's days, inclusive), in use, display order.
 */
export function PopupPage() {
  const table = useServerTable<Popup>({ defaultSort: 'id,desc' });
  const { data, isFetching, error } = useListPopupsQuery(table.query);
  const [create] = useCreatePopupMutation();
  const [update] = useUpdatePopupMutation();
  const [remove] = useDeletePopupMutation();
  const alerts = useAdminAlerts();
  const { save, busy } = useAdminSave();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Popup | 'new' | null>(null);
  const [form] = Form.useForm<FormFields>();

  const open = (popup: Popup | 'new') => {
    setEditing(popup);
    form.setFieldsValue(
      popup === 'new'
        ? { title: '', img: '', url: '', startDate: koreanDay(), endDate: koreanDay(6), useYn: 'Y', position: 0 }
        : { title: popup.title, img: popup.img, url: popup.url, startDate: popup.startDate, endDate: popup.endDate, useYn: popup.useYn, position: popup.position },
    );
  };

  // The dialog closes after a save; the list stays.
  const submit = async (values: FormFields) => {
    const close = () => setEditing(null);
    if (editing === 'new') await save(() => create(toFields(values)).unwrap(), { alert: 'created', onSuccess: close });
    else if (editing) await save(() => update({ id: editing.id, ...toFields(values) }).unwrap(), { alert: 'saved', onSuccess: close });
  };

  const columns: TableColumnsType<Popup> = [
    { title: 'No', dataIndex: 'id', key: 'id', sorter: true, sortOrder: table.sortOrderOf('id'), width: 72 },
    {
      title: '이미지',
      dataIndex: 'img',
      key: 'img',
      render: (img: string) => <Image src={img} alt="" width={64} height={80} style={{ objectFit: 'cover', background: '#151414' }} preview={false} />,
    },
    { title: '제목', dataIndex: 'title', key: 'title', sorter: true, sortOrder: table.sortOrderOf('title') },
    { title: '링크', dataIndex: 'url', key: 'url' },
    {
      title: '기간',
      key: 'startDate',
      sorter: true,
      sortOrder: table.sortOrderOf('startDate'),
      render: (_value, row) => `${row.startDate} ~ ${row.endDate}`,
    },
    {
      title: '사용',
      dataIndex: 'useYn',
      key: 'useYn',
      render: (useYn: Popup['useYn']) => (useYn === 'Y' ? <Tag color="green">사용</Tag> : <Tag>미사용</Tag>),
    },
    { title: '순서', dataIndex: 'position', key: 'position', sorter: true, sortOrder: table.sortOrderOf('position') },
    {
      title: '',
      key: 'actions',
      render: (_value, row) => (
        <Flex gap={8} onClick={(event) => event.stopPropagation()}>
          <Button size="small" onClick={() => open(row)}>
            수정
          </Button>
          <Popconfirm
            title="정말로 삭제하시겠습니까?"
            okText="삭제"
            cancelText="취소"
            onConfirm={async () => {
              try {
                await remove(row.id).unwrap();
                void message.success('삭제되었습니다');
              } catch (failure) {
                alerts.failed(failure);
              }
            }}
          >
            <Button size="small" danger>
              삭제
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>팝업</Typography.Title>
        <Flex gap={8}>
          <CsvExportButton url={popupsExportUrl(table.query.sort)} filename="popups.csv" />
          <Button type="primary" onClick={() => open('new')}>
            팝업 등록
          </Button>
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">사용 중이고 오늘(한국 시간)이 기간 안에 있는 팝업이 홈 화면에 보입니다.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<Popup>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '팝업 등록' : '팝업 수정'}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={editing === 'new' ? '등록' : '수정'}
        cancelText="취소"
        confirmLoading={busy}
        forceRender
        destroyOnHidden={false}
      >
        <Form<FormFields> form={form} layout="vertical" onFinish={submit}>
          <Form.Item label="제목" name="title" rules={[{ required: true, whitespace: true, message: '모두 입력해주세요.' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="이미지" name="img" rules={[{ required: true, whitespace: true, message: '모두 입력해주세요.' }]}>
            <ImageUploadField kind="popup" />
          </Form.Item>
          <Form.Item label="링크" name="url" extra="비워 두면 이미지만 보입니다.">
            <Input placeholder="/bags" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label="시작일 (한국 시간)" name="startDate" rules={[{ required: true, message: '모두 입력해주세요.' }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item
              label="종료일 (마지막 날 포함)"
              name="endDate"
              dependencies={['startDate']}
              rules={[
                { required: true, message: '모두 입력해주세요.' },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string) =>
                    !value || value >= String(getFieldValue('startDate') ?? '') ? Promise.resolve() : Promise.reject(new Error('종료일은 시작일과 같거나 그 이후여야 합니다.')),
                }),
              ]}
            >
              <Input type="date" />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item label="사용 여부" name="useYn">
              <Radio.Group
                options={[
                  { value: 'Y', label: '사용' },
                  { value: 'N', label: '미사용' },
                ]}
              />
            </Form.Item>
            <Form.Item label="노출 순서" name="position">
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Flex>
        </Form>
      </Modal>
    </>
  );
}
