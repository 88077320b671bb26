import { useEffect, useState } from 'react';
import type { EntityMeta } from '../api-types';
import { call } from './api-client';
import { useDataProvider } from './data-provider';

/**
 * The declaration the form edits: the registry's, or — when its rules read the company's
 * configuration — read afresh from the server each time the form opens, so a configuration
 * change shows at once.
 */
export function useFreshEntity(entity: EntityMeta): EntityMeta | 'failed' | undefined {
  const provider = useDataProvider();
  const [fresh, setFresh] = useState<EntityMeta | 'failed'>();
  useEffect(() => {
    if (!entity.configurable) return;
    const abort = new AbortController();
    call(provider, 'GET /meta/entities/{name}', { path: { name: entity.name }, signal: abort.signal }).then(setFresh, () => !abort.signal.aborted && setFresh('failed'));
    return () => abort.abort();
  }, [provider, entity.name, entity.configurable]);
  return entity.configurable ? fresh : entity;
}
