import { Select } from 'antd';
import { useListAdminsQuery } from '../api/admin-api';
import type { PageQuery } from '../api/admin-types';

/** Every admin account on one page (the server's largest), by name: a shop has a handful. */
const ALL_ADMINS: PageQuery = { page: 0, size: 100, sort: 'adminName,asc' };

interface StaffSelectProps {
  /** The chosen admin's id; none shows every admin's rows. */
  value?: number;
  onChange: (adminId: number | undefined) => void;
}

/**
 * A log's "which staff member" filter, fed by the 관리자 screen's list. That list is the owner's (the server
 * refuses staff), so only the owner's screens show this. Accounts no longer in use stay: their old rows still matter.
 */
export function StaffSelect({ value, onChange }: StaffSelectProps) {
  const { data, isFetching } = useListAdminsQuery(ALL_ADMINS);
  const options = (data?.content ?? []).map((account) => ({ value: account.id, label: `${account.adminName} (${account.email})` }));

  return (
    <Select<number>
      aria-label="관리자"
      placeholder="관리자 전체"
      value={value}
      onChange={(adminId) => onChange(adminId ?? undefined)}
      options={options}
      loading={isFetching}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 260 }}
    />
  );
}
