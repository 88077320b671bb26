/**
 * A saved talent's form offers the talent's health file where HR looks for it: how many ASOs the
 * talent has, "Solicitar exames" (a new ASO for the talent), "Ver ASOs" and "Prontuário" — for
 * users who may see ASOs.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

const ENTIDADE = 'solicitacaoExame';

export function SaudeDoTalento({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const asos = useEntities().find((e) => e.name === ENTIDADE);
  const key = id === undefined || !asos ? null : ['asos-do-talento', id];
  const { data } = useSWR(key, () => provider.getList(asos!.resource, { page: 0, size: 1, filters: { colaboradorId: id }, fields: ['data'] }));
  if (id === undefined || !asos || !data) return null;
  const total = data.totalElements;
  return (
    <Callout icon="heart" compact style={{ marginBottom: 16 }} className="rh-saude-do-talento">
      {total === 0 ? 'Este talento não tem ASOs.' : total === 1 ? 'Este talento tem 1 ASO.' : `Este talento tem ${total} ASOs.`}{' '}
      {asos.can.write && <Button small variant="minimal" icon="add" text="Solicitar exames" onClick={() => navigate(`${asos.route}/new?colaborador=${id}`)} />}
      {total > 0 && <Button small variant="minimal" icon="list" text="Ver ASOs" onClick={() => navigate(`${asos.route}?colaboradorId=${id}`)} />}
      <Button small variant="minimal" icon="document" text="Prontuário" onClick={() => navigate(`/sst/prontuarios/${id}`)} />
    </Callout>
  );
}
