import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { PageSpinner } from '../pages/PageSpinner';

/** A lazily loaded screen, with the page spinner while its chunk arrives. */
export const lazily = (screen: ReactNode): React.JSX.Element => <Suspense fallback={<PageSpinner />}>{screen}</Suspense>;
