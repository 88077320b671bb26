/**
 * The generic screens are loaded on first use: they bring rjsf, ajv and the table, which
 * the login page must not pay for; with them comes the shell's kit they draw with.
 */
import type { EntityMeta } from '../../../engine/api-types';
import type { ReportMeta } from '../../../engine/report/api';
import { lazyInKit } from '../kit/lazy-in-kit';

export const LazyEntityListScreen = lazyInKit<{ entity: EntityMeta }>(() =>
  import('../../../engine/react/EntityListScreen').then((module) => module.EntityListScreen),
);

export const LazyEntityFormScreen = lazyInKit<{ entity: EntityMeta; id?: string }>(() =>
  import('../../../engine/react/EntityFormScreen').then((module) => module.EntityFormScreen),
);

export const LazySingletonFormScreen = lazyInKit<{ entity: EntityMeta }>(() =>
  import('../../../engine/react/SingletonFormScreen').then((module) => module.SingletonFormScreen),
);

export const LazyReportScreen = lazyInKit<{ report: ReportMeta }>(() =>
  import('../../../engine/react/ReportScreen').then((module) => module.ReportScreen),
);
