/**
 * A saved talent's form says how many leaves the talent has and opens them (the leaves' list
 * filtered by the talent) or a new one for the talent — for users who may see leaves.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

const ENTIDADE = 'colaboradorAfastamento';

export function AfastamentosDoTalento({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const afastamentos = useEntities().find((e) => e.name === ENTIDADE);
  const key = id === undefined || !afastamentos ? null : ['afastamentos-do-talento', id];
  const { data } = useSWR(key, () => provider.getList(afastamentos!.resource, { page: 0, size: 1, filters: { colaboradorId: id }, fields: ['inicio'] }));
  if (id === undefined || !afastamentos || !data) return null;
  const total = data.totalElements;
  return (
    <Callout icon="pulse" compact style={{ marginBottom: 16 }} className="rh-afastamentos-do-talento">
      {total === 0 ? 'Este talento não tem afastamentos.' : total === 1 ? 'Este talento tem 1 afastamento.' : `Este talento tem ${total} afastamentos.`}{' '}
      {total > 0 && <Button small variant="minimal" icon="list" text="Ver afastamentos" onClick={() => navigate(`${afastamentos.route}?colaboradorId=${id}`)} />}
      {afastamentos.can.write && <Button small variant="minimal" icon="add" text="Novo afastamento" onClick={() => navigate(`${afastamentos.route}/new?colaborador=${id}`)} />}
    </Callout>
  );
}
