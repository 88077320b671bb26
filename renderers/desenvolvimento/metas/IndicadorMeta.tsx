/**
 * On a training-hours goal's form: month by month, the goal in force and the hours of training
 * per talent achieved (GET /api/metas-treinamento/{id}/indicador, spec 02 §9), with how much of
 * the goal was reached. The action plans follow as the form's own section (their declaration).
 */
import { HTMLTable, Intent, ProgressBar, Section, SectionCard } from '@blueprintjs/core';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { formatMonth } from '../../../engine/format/dates';
import { minutesToHours } from '../../../engine/format/hours';
import type { MesDaMeta } from '../../../modules/desenvolvimento/metas/metas.api';

const percentual = (valor: number) => `${(valor * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const intencao = (valor: number) => (valor >= 1 ? Intent.SUCCESS : valor >= 0.5 ? Intent.WARNING : Intent.DANGER);

export function IndicadorMeta({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  // Read again with the form: a goal changed just now changes the months.
  const { data } = useSWR(id ? ['indicador-meta-treinamento', id] : null, () => call(provider, 'GET /metas-treinamento/{id}/indicador', { path: { id: id! }, errorMode: 'none' }));
  if (!data?.meses.length) return null;
  return (
    <Section title="Meta × realizado (horas de treinamento por talento)" icon="timeline-bar-chart" compact collapsible className="rh-indicador-meta" style={{ marginBottom: 16 }}>
      <SectionCard padded={false}>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Mês</th>
              <th>Meta</th>
              <th>Realizado</th>
              <th style={{ width: '30%' }}>Atingido</th>
              <th title="Carga horária × participantes das turmas do mês">Horas × participantes</th>
              <th>Talentos ativos</th>
            </tr>
          </thead>
          <tbody>
            {data.meses.map((mes) => (
              <Linha key={mes.mes} mes={mes} />
            ))}
          </tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}

function Linha({ mes }: { mes: MesDaMeta }): React.JSX.Element {
  return (
    <tr>
      <td>{formatMonth(mes.mes)}</td>
      <td>{mes.meta === null ? '—' : minutesToHours(mes.meta)}</td>
      <td>{mes.realizado === null ? '—' : minutesToHours(mes.realizado)}</td>
      <td>
        {mes.percentual === null ? (
          '—'
        ) : (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <ProgressBar value={Math.min(mes.percentual, 1)} intent={intencao(mes.percentual)} animate={false} stripes={false} />
            <span style={{ minWidth: 56, textAlign: 'right' }}>{percentual(mes.percentual)}</span>
          </div>
        )}
      </td>
      <td>{minutesToHours(mes.minutosParticipantes)}</td>
      <td>{mes.ativos}</td>
    </tr>
  );
}
