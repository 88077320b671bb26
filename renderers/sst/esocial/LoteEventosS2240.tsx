/**
 * /sst/eventos-s2240/lote ("Baixar eventos S-2240"): the generated events whose condition starts
 * in the period, each ticked to go in the zip (all at first), downloaded at once. Pending and
 * refused events are left out, as the server would leave them out of the zip.
 */
import { Button, Callout, Checkbox, FormGroup, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import type { Page } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { saveDownload } from '../../../engine/react/report-job';
import { DateInput } from '../../theme/components/DateInput';
import { useEntities } from '../../../engine/react/entities-context';
import { codeChoices } from '../../../engine/widgets/choices';
import type { JsonSchema } from '../../../engine/declaration';

interface EventoGerado {
  id: number;
  colaborador: { id: number; nome?: string };
  tipo: string;
  dtIniCondicao: string;
  idEvento: string;
}

const dataBr = (iso: string) => iso.split('-').reverse().join('/');
/** The most the screen lists at once; narrow the period for more. */
const MAXIMO = 500;

export function LoteEventosS2240(): React.JSX.Element {
  const provider = useDataProvider();
  // The event types' names, as the declaration gives them.
  const tipoSchema = (useEntities().find((e) => e.name === 'eventoS2240')?.schema.properties as Record<string, JsonSchema> | undefined)?.tipo;
  const tipos = new Map((tipoSchema ? codeChoices(tipoSchema) ?? [] : []).map((c) => [c.value, c.label]));
  const [dataIni, setDataIni] = useState('');
  const [dataFim, setDataFim] = useState('');
  const [desmarcados, setDesmarcados] = useState<Set<number>>(new Set());
  const [baixando, setBaixando] = useState(false);
  const filtros = { situacao: 'GERADO', dataIni, dataFim };
  const { data, isLoading } = useSWR(['eventos-s2240-lote', dataIni, dataFim], () =>
    provider.getList<EventoGerado>('sst/eventos-s2240', { page: 0, size: MAXIMO, sort: 'dtIniCondicao,asc', filters: filtros, fields: ['colaborador', 'tipo', 'dtIniCondicao', 'idEvento'] }, { errorMode: 'popup' }),
  );
  const eventos = (data as Page<EventoGerado> | undefined)?.content ?? [];
  const escolhidos = eventos.filter((evento) => !desmarcados.has(evento.id));
  // Another period lists other events: every one of them starts ticked.
  const mudarPeriodo = (mudar: (valor: string) => void, valor: string) => {
    mudar(valor);
    setDesmarcados(new Set());
  };
  const alternar = (id: number) =>
    setDesmarcados((atual) => {
      const novo = new Set(atual);
      if (!novo.delete(id)) novo.add(id);
      return novo;
    });
  const baixar = async () => {
    setBaixando(true);
    try {
      saveDownload(await provider.download('/sst/eventos-s2240/lote', { params: { ids: escolhidos.map((evento) => evento.id).join(',') }, errorMode: 'popup' }));
    } catch {
      // Shown in the popup.
    } finally {
      setBaixando(false);
    }
  };
  return (
    <div>
      <H3>Baixar eventos S-2240</H3>
      <Callout intent="primary" icon="info-sign" style={{ marginBottom: 16 }}>
        Só os eventos gerados, com o XML validado contra o leiaute S-1.3, vão no arquivo zip. Os XML saem sem assinatura digital: assine e transmita pelo seu aplicativo do eSocial.
      </Callout>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FormGroup label="Início da condição a partir de" labelFor="lote-data-ini">
          <DateInput id="lote-data-ini" value={dataIni} onChange={(valor) => mudarPeriodo(setDataIni, (valor as string | undefined) ?? '')} />
        </FormGroup>
        <FormGroup label="Início da condição até" labelFor="lote-data-fim">
          <DateInput id="lote-data-fim" value={dataFim} onChange={(valor) => mudarPeriodo(setDataFim, (valor as string | undefined) ?? '')} />
        </FormGroup>
        <FormGroup>
          <Button intent="primary" icon="download" text={`Baixar zip (${escolhidos.length})`} disabled={escolhidos.length === 0} loading={baixando} onClick={() => void baixar()} />
        </FormGroup>
      </div>
      {isLoading ? (
        <Spinner size={30} />
      ) : eventos.length === 0 ? (
        <NonIdealState icon="inbox" title="Nenhum evento gerado no período" description='Gere o XML dos eventos pendentes na lista "Eventos S-2240".' />
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th style={{ width: 40 }} />
              <th>Talento</th>
              <th>Tipo</th>
              <th>Início da condição</th>
              <th>Id do evento</th>
            </tr>
          </thead>
          <tbody>
            {eventos.map((evento) => (
              <tr key={evento.id}>
                <td>
                  <Checkbox aria-label={`Incluir o evento de ${evento.colaborador.nome ?? ''} em ${dataBr(evento.dtIniCondicao)}`} checked={!desmarcados.has(evento.id)} onChange={() => alternar(evento.id)} style={{ margin: 0 }} />
                </td>
                <td>{evento.colaborador.nome}</td>
                <td>{tipos.get(evento.tipo) ?? evento.tipo}</td>
                <td>{dataBr(evento.dtIniCondicao)}</td>
                <td style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{evento.idEvento}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
