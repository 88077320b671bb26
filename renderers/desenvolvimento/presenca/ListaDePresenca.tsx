/**
 * /desenvolvimento/turmas/:id/presenca ("Presença" of a class): its days on the left; for the one
 * chosen, the checklist of participants — ticking or unticking saves at once (origem L), "Marcar
 * todos" ticks everyone — with each one's frequency and approval as the server recomputed them.
 * "QR code do dia" shows, on a class day, the code participants read to mark themselves.
 */
import { Button, Callout, Card, Checkbox, H3, HTMLTable, Intent, Menu, MenuItem, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatDate } from '../../../engine/format/dates';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { DiaDaLista, ListaDePresenca as Lista } from '../../../modules/desenvolvimento/presenca/presenca.api';
import { QrCodeDoDia } from './QrCodeDoDia';
import './presenca.css';

const horario = (d: DiaDaLista) => (d.horaIni && d.horaFim ? `${d.horaIni} às ${d.horaFim}` : d.horaIni ?? '');
const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

export function ListaDePresenca(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [diaPedido, setDiaPedido] = useState<string>();
  const [gravando, setGravando] = useState(false);
  const [qrAberto, setQrAberto] = useState(false);
  const { data, error, mutate } = useSWR(['turma-presenca', id, diaPedido], () => call(provider, 'GET /turmas/{id}/presenca', { path: { id }, params: diaPedido ? { dia: diaPedido } : {}, errorMode: 'none' }));
  const { data: qr } = useSWR(['turma-pode-qr', id], () => call(provider, 'GET /turmas/{id}/pode-gerar-qrcode-presenca', { path: { id }, errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;

  const marcar = async (colaboradorTurmaIds: number[], presente: boolean) => {
    if (!data.dia) return;
    setGravando(true);
    try {
      const lista: Lista = await call(provider, 'PUT /turmas/{id}/presenca', { path: { id }, body: { dia: data.dia, colaboradorTurmaIds, presente } });
      await mutate(lista, { revalidate: false });
    } finally {
      setGravando(false);
    }
  };
  const faltam = data.participantes.filter((p) => !p.presente).map((p) => p.colaboradorTurmaId);

  return (
    <section className="rh-presenca">
      <div className="rh-presenca-acoes">
        <Button icon="arrow-left" text="Voltar" onClick={() => navigate(`/desenvolvimento/turmas/${id}`)} />
        {qr?.podeGerar ? <Button icon="camera" intent={Intent.PRIMARY} text="QR code do dia" onClick={() => setQrAberto(true)} /> : null}
      </div>
      <H3>
        Lista de presença: {data.turma} <small>({data.curso})</small>
      </H3>
      {!data.dias.length ? (
        <NonIdealState icon="calendar" description="Esta turma ainda não tem dias. Inclua os dias no cadastro da turma." />
      ) : (
        <div className="rh-presenca-corpo">
          <Card className="rh-presenca-dias">
            <Menu aria-label="Dias da turma">
              {data.dias.map((d) => (
                <MenuItem key={d.dia} active={d.dia === data.dia} text={formatDate(d.dia)} label={`${d.turnoDescricao} ${horario(d)}`.trim()} onClick={() => setDiaPedido(d.dia)} />
              ))}
            </Menu>
          </Card>
          <Card>
            <div className="rh-presenca-acoes">
              <strong>Dia {formatDate(data.dia)}</strong>
              <Button icon="tick" text="Marcar todos" disabled={!faltam.length || gravando} onClick={() => void marcar(faltam, true)} />
            </div>
            {!data.participantes.length ? (
              <NonIdealState icon="people" description="Esta turma ainda não tem participantes." />
            ) : (
              <HTMLTable className="rh-presenca-tabela" striped compact>
                <thead>
                  <tr>
                    <th>Presente</th>
                    <th>Participante</th>
                    <th>Frequência</th>
                    <th>Situação</th>
                  </tr>
                </thead>
                <tbody>
                  {data.participantes.map((p) => (
                    <tr key={p.colaboradorTurmaId}>
                      <td>
                        <Checkbox aria-label={`Presença de ${p.nome}`} checked={p.presente} disabled={gravando} onChange={() => void marcar([p.colaboradorTurmaId], !p.presente)} />
                      </td>
                      <td>
                        {p.nome}
                        {p.origem === 'Q' ? (
                          <Tag minimal className="rh-presenca-origem">
                            QR code
                          </Tag>
                        ) : null}
                      </td>
                      <td>{numero(p.percentualFrequencia)}%</td>
                      <td>{p.aprovado ? <Tag intent={Intent.SUCCESS}>Aprovado</Tag> : <Tag minimal>Não aprovado</Tag>}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>
        </div>
      )}
      {qrAberto && qr ? (
        <QrCodeDoDia
          turmaId={id}
          dia={qr.hoje}
          onClose={() => {
            setQrAberto(false);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
