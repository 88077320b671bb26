/**
 * A saved talent's occurrences on the talent's form: each with its type, dates and the
 * providência taken, "Registrar providência" (the declared action, its dialog) on each row,
 * "Nova ocorrência" opening the occurrence's form with the talent chosen, a row's date opening
 * its form. Shown to who may read occurrences.
 */
import { Button, HTMLTable, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { EntityMeta } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import { useRecordActions } from '../../../engine/react/record-actions';
import { formatDate } from '../../../engine/format/dates';

type Referencia = { id: number; descricao?: string } | null | undefined;
interface Ocorrencia {
  id: number;
  dataIni: string;
  dataFim?: string | null;
  tipoOcorrencia?: Referencia;
  providencia?: Referencia;
  observacao?: string | null;
  [campo: string]: unknown;
}

export function OcorrenciasDoTalento({ colaboradorId }: { colaboradorId: string }): React.JSX.Element | null {
  const entity = useEntities().find((e) => e.name === 'colaboradorOcorrencia');
  return entity ? <Ocorrencias entity={entity} colaboradorId={colaboradorId} /> : null;
}

function Ocorrencias({ entity, colaboradorId }: { entity: EntityMeta; colaboradorId: string }): React.JSX.Element | null {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { data, mutate } = useSWR(['ocorrencias-do-talento', colaboradorId], () =>
    provider.getList<Ocorrencia>(entity.resource, { page: 0, size: 100, sort: 'dataIni,desc', filters: { colaboradorId } }),
  );
  const { buttons, dialog } = useRecordActions(entity, () => void mutate());
  // Drawn once loaded: the section opens when the talent has occurrences.
  if (!data) return null;
  const ocorrencias = data.content;
  return (
    <Section
      title="Ocorrências"
      icon="warning-sign"
      collapsible
      collapseProps={{ defaultIsOpen: ocorrencias.length > 0 }}
      compact
      className="rh-ocorrencias-talento"
      style={{ marginBottom: 16 }}
      rightElement={
        entity.can.write ? <Button small icon="add" intent={Intent.PRIMARY} text="Nova ocorrência" onClick={() => navigate(`${entity.route}/new?colaborador=${colaboradorId}`)} /> : undefined
      }
    >
      <SectionCard padded={ocorrencias.length === 0}>
        {ocorrencias.length === 0 && 'Nenhuma ocorrência registrada para este talento.'}
        {ocorrencias.length > 0 && (
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Início</th>
                <th>Fim</th>
                <th>Tipo de ocorrência</th>
                <th>Providência</th>
                <th>Observação</th>
                <th aria-label="Ações" />
              </tr>
            </thead>
            <tbody>
              {ocorrencias.map((ocorrencia) => (
                <tr key={ocorrencia.id}>
                  <td data-label="Início">
                    <Link to={`${entity.route}/${ocorrencia.id}`}>{formatDate(ocorrencia.dataIni)}</Link>
                  </td>
                  <td data-label="Fim">{formatDate(ocorrencia.dataFim)}</td>
                  <td data-label="Tipo de ocorrência">{ocorrencia.tipoOcorrencia?.descricao}</td>
                  <td data-label="Providência">
                    {ocorrencia.providencia?.descricao ?? (
                      <Tag minimal intent={Intent.WARNING}>
                        Sem providência
                      </Tag>
                    )}
                  </td>
                  <td data-label="Observação">{ocorrencia.observacao}</td>
                  <td className="rh-actions-cell" style={{ whiteSpace: 'nowrap' }}>
                    {buttons(ocorrencia).map((acao) => (
                      <Button key={acao.label} small variant="minimal" icon={acao.icon} intent={acao.intent} text={acao.label} onClick={acao.onClick} />
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </SectionCard>
      {dialog}
    </Section>
  );
}
