import { Button } from 'antd';
import { useState } from 'react';
import { useAdminAlerts } from '../lib/admin-alerts';
import { downloadCsv } from '../lib/csv-download';

interface CsvExportButtonProps {
  /** The export's path with the list's own search and sort, e.g. /api/goods/export.csv?sort=id,desc */
  url: string;
  filename: string;
  label?: string;
}

/** A list's CSV download: busy while the file comes, the console's failure alert when it does not. */
export function CsvExportButton({ url, filename, label = 'CSV 다운로드' }: CsvExportButtonProps) {
  const alerts = useAdminAlerts();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(url, filename);
    } catch (failure) {
      alerts.failed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={() => void download()} loading={busy}>
      {label}
    </Button>
  );
}
