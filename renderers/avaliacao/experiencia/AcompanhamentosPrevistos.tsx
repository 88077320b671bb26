/**
 * The experience follow-ups due (spec 02 §2 acompanhamentos-periodos-experiencia): between two
 * dates (by default a month back to a month ahead), of one area or all, only the pending ones or
 * all; paged by the server; each row answered in place.
 */
import { Button, Card, Checkbox, FormGroup, H3, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useShellKit } from '../../../engine/react/shell-kit';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { CampoData } from '../../cargo-salario/grade-competencias';
import { AcompanhamentoDialog } from './AcompanhamentoDialog';
import { AcompanhamentosTabela } from './AcompanhamentosTalento';
import type { AcompanhamentoPrevisto } from '../../../modules/avaliacao/experiencia/experiencia.api';

const TAMANHO = 15;

export function AcompanhamentosPrevistos({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const { Pager } = useShellKit();
  const [filtro, setFiltro] = useState({ dataIni: daysAfter(today(), -30), dataFim: daysAfter(today(), 30), areaOrganizacionalId: '', pendentes: true });
  const [aplicado, setAplicado] = useState(filtro);
  const [page, setPage] = useState(0);
  const [aberto, setAberto] = useState<AcompanhamentoPrevisto>();
  const { data: areas } = useSWR(['opcoes', 'areas-organizacionais'], () => provider.getOptions('areas-organizacionais'));
  const { data, error, mutate } = useSWR(['acompanhamentos-previstos', aplicado, page], () =>
    call(provider, 'GET /acompanhamentos-experiencia/previstos', {
      params: { ...aplicado, areaOrganizacionalId: aplicado.areaOrganizacionalId || undefined, page, size: TAMANHO },
      errorMode: 'messages',
    }),
  );
  const pesquisar = () => {
    setPage(0);
    setAplicado(filtro);
  };
  return (
    <div className="rh-acompanhamentos-previstos">
      <H3>{screen.label}</H3>
      <Card compact style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 12 }}>
        <CampoData id="filtro_dataIni" label="Data prevista a partir de" value={filtro.dataIni} onChange={(dataIni) => setFiltro({ ...filtro, dataIni })} />
        <CampoData id="filtro_dataFim" label="Até" value={filtro.dataFim} onChange={(dataFim) => setFiltro({ ...filtro, dataFim })} />
        <FormGroup label="Área organizacional" labelFor="filtro_areaOrganizacionalId">
          <HTMLSelect
            id="filtro_areaOrganizacionalId"
            value={filtro.areaOrganizacionalId}
            onChange={(e) => setFiltro({ ...filtro, areaOrganizacionalId: e.currentTarget.value })}
            options={[{ value: '', label: 'Todas' }, ...(areas ?? []).map((a) => ({ value: String(a.id), label: String(a.nome ?? a.descricao ?? a.id) }))]}
          />
        </FormGroup>
        <FormGroup>
          <Checkbox id="filtro_pendentes" label="Somente os não respondidos" checked={filtro.pendentes} onChange={(e) => setFiltro({ ...filtro, pendentes: e.currentTarget.checked })} />
        </FormGroup>
        <FormGroup>
          <Button intent="primary" icon="search" text="Pesquisar" onClick={pesquisar} />
        </FormGroup>
      </Card>
      {error ? null : !data ? (
        <Spinner />
      ) : !data.content.length ? (
        <NonIdealState icon="timeline-events" title="Nenhum acompanhamento previsto" description="Nenhum talento tem acompanhamento do período de experiência previsto entre essas datas." />
      ) : (
        <>
          <AcompanhamentosTabela linhas={data.content} comTalento onResponder={(linha) => setAberto(linha as AcompanhamentoPrevisto)} />
          <Pager page={page} pageSize={TAMANHO} total={data.totalElements} onPageChange={setPage} />
        </>
      )}
      {aberto ? (
        <AcompanhamentoDialog
          colaborador={aberto.colaborador}
          acompanhamento={aberto}
          onClose={() => {
            // A partial save may have happened before closing.
            setAberto(undefined);
            void mutate();
          }}
        />
      ) : null}
    </div>
  );
}
