import { Suspense } from 'react';
import type { ReportMeta } from '../../../engine/report/api';
import { AccessDeniedPage } from '../errors/AccessDeniedPage';
import { PageSpinner } from '../pages/PageSpinner';
import { LazyReportScreen } from './lazy-entity-screens';

/** A report's route: its screen, when the session may generate it. */
export function ReportRoute({ report }: { report: ReportMeta }): React.JSX.Element {
  if (!report.can.read) return <AccessDeniedPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyReportScreen key={report.name} report={report} />
    </Suspense>
  );
}
