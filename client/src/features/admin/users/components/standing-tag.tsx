import { Tag } from 'antd';
import type { Standing } from '../api/users-types';

export function StandingTag({ standing }: { standing: Standing }) {
  if (standing === 'withdrawn') return <Tag color="red">탈퇴</Tag>;
  if (standing === 'dormant') return <Tag color="orange">휴면</Tag>;
  return <Tag color="green">정상</Tag>;
}

export const SEX_LABEL = (sex: number | null) => (sex === 1 ? '남성' : sex === 2 ? '여성' : '선택 안 함');
