import { Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { ConsoleCard } from '../../components/console-card';
import { adminPaths } from '../../lib/admin-paths';
import text from './dashboard-text.module.css';

export interface ProductionFigures {
  inProgress: number;
  overdue: number;
}

/** The dashboard's workshop card: orders past their dispatch due day (Korea), linking to the board filtered to them. */
export function ProductionOverdueCard({ production, loading }: { production: ProductionFigures | undefined; loading: boolean }) {
  const overdue = production?.overdue ?? 0;
  return (
    <ConsoleCard
      loading={loading}
      title="제작 현황"
      extra={<Link to={`${adminPaths.production}?overdue=Y`}>{`출고 지연 ${overdue}건 보기`}</Link>}
    >
      <Statistic title="출고 지연" value={production ? `${overdue.toLocaleString('ko-KR')}건` : '-'} styles={overdue > 0 ? { content: { color: '#cf1322' } } : undefined} />
      <span className={text.secondary}>{production ? `제작 중 ${production.inProgress.toLocaleString('ko-KR')}건` : ''}</span>
    </ConsoleCard>
  );
}
