/**
 * The on-screen preview of a report: its lines a page at a time, in the generic table —
 * group headers and totals in bold, cells written as in the PDF.
 */
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from './data-provider';
import type { ReportColumn } from '../report/declaration';
import { formatCell, formatTotal } from '../report/format';
import { totalCaption, type ReportLine } from '../report/layout';
import { PAGE_SIZE } from './EntityListScreen';
import { useShellKit, type DataTableColumn } from './shell-kit';
import { call } from './api-client';

interface PreviewRow {
  key: string;
  line: ReportLine;
}

function cellOf(line: ReportLine, column: ReportColumn, index: number): React.ReactNode {
  if (line.kind === 'row') return formatCell(line.values[index], column.format);
  if (line.kind === 'group') return index === 0 ? <strong>{line.label}</strong> : null;
  if (line.kind === 'detail') {
    return index === 0 ? (
      <span className="rh-report-detail">
        <strong>{line.label}:</strong> {line.text}
      </span>
    ) : null;
  }
  const text = index === 0 ? totalCaption(line) : formatTotal(line.sums[index], column);
  return text ? <strong>{text}</strong> : null;
}

export function ReportPreview({ jobId }: { jobId: string }): React.JSX.Element {
  const provider = useDataProvider();
  const { DataTable, Pager } = useShellKit();
  const [page, setPage] = useState(0);
  const { data, isLoading } = useSWR(['relatorio-linhas', jobId, page], () =>
    call(provider, 'GET /relatorios/tarefas/{id}/linhas', { path: { id: jobId }, params: { page, size: PAGE_SIZE } }),
  );
  const columns = useMemo<DataTableColumn<PreviewRow>[]>(
    () => (data?.colunas ?? []).map((column, index) => ({ id: column.field, header: column.label, cell: (row: PreviewRow) => cellOf(row.line, column, index) })),
    [data?.colunas],
  );
  const rows = useMemo(() => (data?.content ?? []).map((line, i) => ({ key: `${page}-${i}`, line })), [data?.content, page]);
  return (
    <div className="rh-report-preview">
      <DataTable<PreviewRow> columns={columns} rows={rows} rowKey={(row) => row.key} loading={isLoading} />
      <Pager page={page} pageSize={PAGE_SIZE} total={data?.totalElements ?? 0} count={data?.registros ?? 0} onPageChange={setPage} />
    </div>
  );
}
