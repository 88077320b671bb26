/**
 * On a talent's form: the experience-period follow-ups (spec 02 §2 colaboradores-periodos-
 * experienciais-avaliacoes) — each active period with its due date and what was answered;
 * "Responder" / "Continuar" opens the questionnaire, "Imprimir" the answered one.
 */
import { Button, HTMLTable, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { formatDate } from '../../../engine/format/dates';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import type { AcompanhamentoDoTalento } from '../../../modules/avaliacao/experiencia/experiencia.api';
import { ImprimirQuestionario } from '../ImprimirQuestionario';
import { percentual, Veredito } from '../resultado';
import { AcompanhamentoDialog } from './AcompanhamentoDialog';

export function AcompanhamentosTalento({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data, mutate } = useSWR(id ? ['acompanhamentos-talento', id] : null, () => call(provider, 'GET /colaboradores/{id}/acompanhamentos-experiencia', { path: { id: id! }, errorMode: 'none' }));
  const [aberto, setAberto] = useState<AcompanhamentoDoTalento>();
  // A new talent has no admission yet; a user without the evaluation's authority sees nothing of it;
  // a talent long past the experience period, none of it answered, is not followed any more.
  if (!data?.acompanhamentos.length || !emAcompanhamento(data.acompanhamentos)) return null;
  return (
    <Section title="Acompanhamento do período de experiência" icon="timeline-events" compact collapsible className="rh-acompanhamentos-talento" style={{ marginBottom: 16 }}>
      <SectionCard padded={false}>
        <AcompanhamentosTabela linhas={data.acompanhamentos.map((a) => ({ ...a, colaborador: data.colaborador }))} onResponder={setAberto} />
      </SectionCard>
      {aberto ? (
        <AcompanhamentoDialog
          colaborador={data.colaborador}
          acompanhamento={aberto}
          onClose={() => {
            // A partial save may have happened before closing.
            setAberto(undefined);
            void mutate();
          }}
        />
      ) : null}
    </Section>
  );
}

/** Days after the last follow-up's date in which a late one is still shown on the talent's form. */
const TOLERANCIA_DIAS = 30;

function emAcompanhamento(acompanhamentos: AcompanhamentoDoTalento[]): boolean {
  const ultima = acompanhamentos.reduce((maior, a) => (a.dataPrevista > maior ? a.dataPrevista : maior), '');
  return acompanhamentos.some((a) => a.questionario) || today() <= daysAfter(ultima, TOLERANCIA_DIAS);
}

/** The situation of a follow-up as a tag: answered (in part) or not, late when its date passed. */
export function SituacaoAcompanhamento({ acompanhamento, hoje }: { acompanhamento: AcompanhamentoDoTalento; hoje: string }): React.JSX.Element {
  const { questionario, dataPrevista } = acompanhamento;
  if (questionario && !questionario.respondidoParcialmente) return <Tag intent={Intent.SUCCESS} minimal>Respondido em {formatDate(questionario.data)}</Tag>;
  if (questionario) return <Tag intent={Intent.WARNING} minimal>Respondido parcialmente</Tag>;
  return dataPrevista < hoje ? <Tag intent={Intent.DANGER} minimal>Atrasado</Tag> : <Tag minimal>Não respondido</Tag>;
}

type Linha = AcompanhamentoDoTalento & { colaborador: { id: number; nome: string }; areaOrganizacional?: string | null; cargo?: string | null };

/** The follow-ups as rows (one talent's, or the due ones of many), each with its actions. */
export function AcompanhamentosTabela({ linhas, comTalento = false, onResponder }: { linhas: Linha[]; comTalento?: boolean; onResponder: (linha: Linha) => void }): React.JSX.Element {
  const hoje = today();
  return (
    <HTMLTable compact striped className="rh-acompanhamentos" style={{ width: '100%' }}>
      <thead>
        <tr>
          {comTalento ? (
            <>
              <th>Talento</th>
              <th>Área organizacional</th>
              <th>Cargo</th>
            </>
          ) : null}
          <th>Período</th>
          <th>Data prevista</th>
          <th>Situação</th>
          <th>Percentual</th>
          <th>Resultado</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {linhas.map((linha) => {
          const { questionario } = linha;
          return (
            <tr key={`${linha.colaborador.id}:${linha.periodo.id}`}>
              {comTalento ? (
                <>
                  <td>{linha.colaborador.nome}</td>
                  <td>{linha.areaOrganizacional ?? ''}</td>
                  <td>{linha.cargo ?? ''}</td>
                </>
              ) : null}
              <td>{linha.periodo.nome}</td>
              <td>{formatDate(linha.dataPrevista)}</td>
              <td>
                <SituacaoAcompanhamento acompanhamento={linha} hoje={hoje} />
              </td>
              <td>{questionario && !questionario.respondidoParcialmente ? percentual(questionario.percentual) : '-'}</td>
              <td>
                <Veredito aprovado={questionario?.aprovado} />
              </td>
              <td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                <Button small icon="edit" text={!questionario ? 'Responder' : questionario.respondidoParcialmente ? 'Continuar' : 'Responder novamente'} onClick={() => onResponder(linha)} />{' '}
                {questionario ? <ImprimirQuestionario id={questionario.id} small /> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
