/**
 * A saved talent's form shows how many vaccines are on the talent's card and opens it, for users
 * who may see vaccinations: where HR looks for the talent, the card is one click away.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

export function VacinasDoTalento({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const pode = useEntities().some((e) => e.name === 'vacinacao');
  const colaboradorId = Number(id);
  const { data } = useSWR(id === undefined || !pode ? null : ['cartao-vacinacao', colaboradorId], () =>
    call(provider, 'GET /cartoes-vacinacao/colaborador/{colaboradorId}', { path: { colaboradorId }, errorMode: 'none' }),
  );
  if (!data) return null;
  const total = data.vacinas.length;
  const pendentes = data.vacinas.filter((v) => v.status !== 'Completo').length;
  return (
    <Callout icon="shield" compact style={{ marginBottom: 16 }} className="rh-vacinas-do-talento">
      {total === 0 ? 'O cartão de vacinação deste talento está vazio.' : `Cartão de vacinação: ${total === 1 ? '1 vacina' : `${total} vacinas`}${pendentes ? `, ${pendentes === 1 ? '1 em aberto' : `${pendentes} em aberto`}` : ', todas completas'}.`}{' '}
      <Button small variant="minimal" icon="id-number" text="Cartão de vacinação" onClick={() => navigate(`/sst/cartoes-vacinacao/colaborador/${colaboradorId}`)} />
    </Callout>
  );
}
