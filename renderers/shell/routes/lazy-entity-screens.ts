/**
 * The generic screens are loaded on first use: they bring rjsf, ajv and the table, which
 * the login page must not pay for.
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { EntityMeta } from '../../../engine/api-types';
import type { ReportMeta } from '../../../engine/report/api';

export const LazyEntityListScreen = lazy<ComponentType<{ entity: EntityMeta }>>(() =>
  import('../../../engine/react/EntityListScreen').then((module) => ({ default: module.EntityListScreen })),
);

export const LazyEntityFormScreen = lazy<ComponentType<{ entity: EntityMeta; id?: string }>>(() =>
  import('../../../engine/react/EntityFormScreen').then((module) => ({ default: module.EntityFormScreen })),
);

export const LazySingletonFormScreen = lazy<ComponentType<{ entity: EntityMeta }>>(() =>
  import('../../../engine/react/SingletonFormScreen').then((module) => ({ default: module.SingletonFormScreen })),
);

export const LazyReportScreen = lazy<ComponentType<{ report: ReportMeta }>>(() =>
  import('../../../engine/react/ReportScreen').then((module) => ({ default: module.ReportScreen })),
);

export const LazyCompanyConfigScreen = lazy(() =>
  import('../../utilitario/CompanyConfigScreen').then((module) => ({ default: module.CompanyConfigScreen })),
);

export const LazyProcessoSeletivoScreen = lazy(() =>
  import('../../captacao/ProcessoSeletivoScreen').then((module) => ({ default: module.ProcessoSeletivoScreen })),
);
