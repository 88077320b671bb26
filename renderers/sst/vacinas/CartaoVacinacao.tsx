/**
 * /sst/cartoes-vacinacao/colaborador/:colaboradorId, the talent's vaccination card (opened from
 * the talent's form and from each vaccination's row): per vaccine its status and its doses —
 * due date, date taken, lot, state. "Registrar dose" gives the next dose due of a vaccine (the
 * first puts it on the card); a dose's date and lot are edited together (each requires the other);
 * a vaccine put on the card by mistake is taken off it.
 */
import { Button, Callout, Card, Classes, Dialog, FormGroup, H3, H5, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import { formatDate } from '../../../engine/format/dates';
import type { DoseDoCartao, VacinaDoCartao } from '../../../modules/sst/vacinas/vacinas.api';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';
import { CamposDaDose, corpoDaDose, DOSE_VAZIA, type Dose } from './CamposDaDose';
import { errosDeCampo, semOErroDe, semOsMudados, type ErrosDeCampo } from './erros';
import './vacinas.css';
import { DateInput } from '../../theme/components/DateInput';

const COR_DA_SITUACAO: Record<string, Intent> = { Completo: Intent.SUCCESS, Interrompido: Intent.DANGER, 'Em andamento': Intent.PRIMARY, Recebida: Intent.SUCCESS, Atrasada: Intent.DANGER, 'A receber': Intent.NONE };

export function CartaoVacinacao(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const colaboradorId = Number(useParams().colaboradorId);
  const podeEscrever = useEntities().find((e) => e.name === 'vacinacao')?.can.write ?? false;
  const rotaDoTalento = useEntities().find((e) => e.name === 'colaborador')?.route;
  const [registrando, setRegistrando] = useState(false);
  const [editando, setEditando] = useState<{ vacina: string; dose: DoseDoCartao }>();
  const { data, error, mutate } = useSWR(['cartao-vacinacao', colaboradorId], () =>
    call(provider, 'GET /cartoes-vacinacao/colaborador/{colaboradorId}', { path: { colaboradorId }, errorMode: 'none' }),
  );
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const { colaborador, vacinas } = data;

  const remover = async (vacina: VacinaDoCartao) => {
    if (!(await confirm({ message: `Tirar ${vacina.vacina} do cartão de ${colaborador.nome}, com as doses registradas?` }))) return;
    await call(provider, 'DELETE /cartoes-vacinacao/colaborador/{colaboradorId}/vacinas/{vacinaId}', { path: { colaboradorId, vacinaId: vacina.vacinaId } });
    toast.success('Vacina retirada do cartão.');
    await mutate();
  };

  return (
    <div className="rh-cartao-vacinacao">
      <div className="rh-cartao-cabecalho">
        <div>
          <H3>Cartão de vacinação</H3>
          <div className="rh-cartao-talento">
            <strong>{colaborador.nome}</strong>
            {[colaborador.areaOrganizacional, colaborador.cargo].filter(Boolean).map((texto) => (
              <span key={texto} className={Classes.TEXT_MUTED}>
                {texto}
              </span>
            ))}
          </div>
        </div>
        <div className="rh-cartao-acoes">
          {rotaDoTalento && <Button icon="person" text="Talento" onClick={() => navigate(`${rotaDoTalento}/${colaboradorId}`)} />}
          {podeEscrever && <Button intent={Intent.PRIMARY} icon="add" text="Registrar dose" onClick={() => setRegistrando(true)} />}
        </div>
      </div>
      {vacinas.length === 0 ? (
        <NonIdealState icon="shield" title="Nenhuma vacina no cartão" description="Registre a primeira dose de uma vacina para começar o cartão." />
      ) : (
        vacinas.map((vacina) => (
          <Card key={vacina.vacinaId} compact className="rh-cartao-vacina">
            <div className="rh-cartao-vacina-titulo">
              <H5>{vacina.vacina}</H5>
              <Tag intent={COR_DA_SITUACAO[vacina.status]} round>
                {vacina.status}
              </Tag>
              {podeEscrever && <Button small variant="minimal" icon="trash" text="Tirar do cartão" onClick={() => void remover(vacina)} />}
            </div>
            <HTMLTable compact striped className="rh-cartao-doses">
              <thead>
                <tr>
                  <th>Dose</th>
                  <th>Data prevista</th>
                  <th>Data da realização</th>
                  <th>Lote</th>
                  <th>Situação</th>
                  {podeEscrever && <th aria-label="Ações" />}
                </tr>
              </thead>
              <tbody>
                {vacina.vacinacoes.map((dose) => (
                  <tr key={dose.id}>
                    <td>{dose.numeroDose}ª dose</td>
                    <td>{formatDate(dose.dataPrevista)}</td>
                    <td>{formatDate(dose.dataRealizacao)}</td>
                    <td>{dose.lote ?? ''}</td>
                    <td>
                      <Tag minimal intent={COR_DA_SITUACAO[dose.situacao]}>
                        {dose.situacao}
                      </Tag>
                    </td>
                    {podeEscrever && (
                      <td>
                        <Button small variant="minimal" icon="edit" aria-label={`Editar ${dose.numeroDose}ª dose de ${vacina.vacina}`} onClick={() => setEditando({ vacina: vacina.vacina, dose })} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>
        ))
      )}
      {registrando && (
        <RegistrarDose
          colaboradorId={colaboradorId}
          onClose={() => setRegistrando(false)}
          onDone={async () => {
            setRegistrando(false);
            await mutate();
          }}
        />
      )}
      {editando && (
        <EditarDose
          {...editando}
          onClose={() => setEditando(undefined)}
          onDone={async () => {
            setEditando(undefined);
            await mutate();
          }}
        />
      )}
    </div>
  );
}

function RegistrarDose({ colaboradorId, onClose, onDone }: { colaboradorId: number; onClose: () => void; onDone: () => Promise<void> }): React.JSX.Element {
  const provider = useDataProvider();
  const [dose, setDose] = useState<Dose>(DOSE_VAZIA);
  const [erros, setErros] = useState<ErrosDeCampo>({});
  const [enviando, setEnviando] = useState(false);
  const registrar = async () => {
    setEnviando(true);
    try {
      const resultado = await call(provider, 'POST /cartoes-vacinacao/colaborador/{colaboradorId}', { path: { colaboradorId }, body: corpoDaDose(dose) as never, errorMode: 'none' });
      if (resultado.completos.length) toast.warning('O talento já recebeu todas as doses desta vacina.');
      else toast.success(`${resultado.vacinados[0]!.numeroDose}ª dose registrada.`);
      await onDone();
    } catch (failure) {
      setErros(errosDeCampo(failure));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog isOpen title="Registrar dose" onClose={onClose} style={{ width: 480, maxWidth: '95vw' }}>
      <div className={Classes.DIALOG_BODY}>
        <p className={Classes.TEXT_MUTED}>A dose registrada é a próxima que o talento deve tomar da vacina; a primeira põe a vacina no cartão.</p>
        <CamposDaDose
          prefixo="registrar"
          dose={dose}
          onChange={(nova) => {
            setErros((atuais) => semOsMudados(atuais, dose, nova));
            setDose(nova);
          }}
          erros={erros}
        />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="tick" text="Registrar" loading={enviando} onClick={() => void registrar()} />
        </div>
      </div>
    </Dialog>
  );
}

function EditarDose({ vacina, dose, onClose, onDone }: { vacina: string; dose: DoseDoCartao; onClose: () => void; onDone: () => Promise<void> }): React.JSX.Element {
  const provider = useDataProvider();
  const [dataRealizacao, setData] = useState(dose.dataRealizacao ?? '');
  const [lote, setLote] = useState(dose.lote ?? '');
  const [erros, setErros] = useState<ErrosDeCampo>({});
  const [enviando, setEnviando] = useState(false);
  const salvar = async () => {
    setEnviando(true);
    try {
      await provider.request('PATCH', `/vacinacoes/${dose.id}`, { body: { version: dose.version, dataRealizacao: dataRealizacao || null, lote: lote.trim() || null }, errorMode: 'none' });
      toast.success('Dose alterada com sucesso.');
      await onDone();
    } catch (failure) {
      setErros(errosDeCampo(failure));
    } finally {
      setEnviando(false);
    }
  };
  const campo = (nome: string) => ({ intent: erros[nome] ? Intent.DANGER : Intent.NONE, helperText: erros[nome] });
  return (
    <Dialog isOpen title={`${vacina}: ${dose.numeroDose}ª dose`} onClose={onClose} style={{ width: 480, maxWidth: '95vw' }}>
      <div className={Classes.DIALOG_BODY}>
        <p className={Classes.TEXT_MUTED}>
          {dose.dataPrevista ? `Prevista para ${formatDate(dose.dataPrevista)}. ` : ''}Data da realização e lote vão juntos: os dois, ou nenhum enquanto a dose não foi tomada.
        </p>
        <div className="rh-vacina-campos">
          <FormGroup label="Data da realização" labelFor="dose-data" {...campo('dataRealizacao')}>
            <DateInput
              id="dose-data"
              value={dataRealizacao}
              onChange={(valor) => {
                setErros((atuais) => semOErroDe(atuais, 'dataRealizacao'));
                setData(typeof valor === 'string' ? valor : '');
              }}
            />
          </FormGroup>
          <FormGroup label="Lote" labelFor="dose-lote" {...campo('lote')}>
            <InputGroup
              id="dose-lote"
              maxLength={30}
              value={lote}
              onValueChange={(valor) => {
                setErros((atuais) => semOErroDe(atuais, 'lote'));
                setLote(valor);
              }}
            />
          </FormGroup>
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Salvar" loading={enviando} onClick={() => void salvar()} />
        </div>
      </div>
    </Dialog>
  );
}
