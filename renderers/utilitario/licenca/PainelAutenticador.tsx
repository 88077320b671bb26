/**
 * "Configuração do Autenticador" (spec 02 §2 "Licence authenticator page"): the licence's status
 * and why, its data, the installation's ticket, the import of a licence file and the CNPJ/CPF
 * retification. The same panel opens signed out (/novaInstalacao/gerarTicket) and from the menu.
 * Changes are offered only to whom the server allows them (`podeAlterar`).
 */
import { Button, ButtonGroup, Callout, FileInput, FormGroup, H2, Intent, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { saveDownload } from '../../../engine/react/report-job';
import type { LicencaInfo, TicketLicenca } from '../../../modules/utilitario/licenca/licenca.api';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';
import { CHAVE_AUTENTICADO } from './AvisoNaoAutenticado';
import { DadosDaLicenca } from './DadosDaLicenca';
import { mensagemDe } from './mensagem';
import { PassosNovaInstalacao } from './PassosNovaInstalacao';
import { RetificarCnpj } from './RetificarCnpj';
import './licenca.css';

const INTENT: Record<LicencaInfo['status'], Intent> = { Ativa: Intent.SUCCESS, Inativa: Intent.WARNING, Inconsistente: Intent.DANGER, NovaInstalacao: Intent.PRIMARY };
const NOVO_TICKET = 'Gerar um novo ticket irá APAGAR dados de licença existentes no sistema.';

export function PainelAutenticador({ titulo }: { titulo: string }): React.JSX.Element {
  const provider = useDataProvider();
  const { data: info, mutate, isValidating } = useSWR('autenticador-info', () => call(provider, 'GET /autenticador/info', { errorMode: 'none' }));
  // The header's "Sistema não autenticado" (AvisoNaoAutenticado) follows a licence imported or erased here.
  const { mutate: mutateGlobal } = useSWRConfig();
  const [ticket, setTicket] = useState<TicketLicenca>();
  const [erroArquivo, setErroArquivo] = useState<string>();

  const gerarTicket = async () => {
    const comLicenca = info !== undefined && info.status !== 'NovaInstalacao';
    if (comLicenca && !(await confirm({ message: NOVO_TICKET, header: 'Gerar Ticket' }))) return;
    try {
      const gerado = await call(provider, 'POST /autenticador/ticket', { body: { confirmado: comLicenca }, errorMode: 'none' });
      setTicket(gerado);
      saveDownload({ blob: new Blob([gerado.texto], { type: 'text/plain' }), fileName: `ticket-${gerado.cnpj}.txt` });
      await mutate();
      void mutateGlobal(CHAVE_AUTENTICADO);
    } catch (error) {
      toast.error(mensagemDe(error));
    }
  };

  const importar = async (arquivo: File | undefined) => {
    if (!arquivo) return;
    setErroArquivo(undefined);
    try {
      await mutate(await call(provider, 'POST /autenticador/autenticar', { body: { arquivo: await arquivo.text() }, errorMode: 'none' }), { revalidate: false });
      toast.success('Licença importada com sucesso.');
      void mutateGlobal(CHAVE_AUTENTICADO);
    } catch (error) {
      setErroArquivo(mensagemDe(error));
      // A failed authentication reloads the licence info (spec §4).
      void mutate();
    }
  };

  return (
    <div className="rh-autenticador">
      <div className="rh-autenticador-cabecalho">
        <H2>{titulo}</H2>
        {info ? (
          <>
            <Tag large intent={INTENT[info.status]} className="rh-autenticador-status">
              {info.situacao}
            </Tag>
            <Tag large minimal>
              {info.modo}
            </Tag>
          </>
        ) : null}
      </div>
      {info ? (
        <>
          <Callout intent={INTENT[info.status]}>{info.explicacao}</Callout>
          {info.status === 'NovaInstalacao' ? <PassosNovaInstalacao /> : null}
          <DadosDaLicenca info={info} onRetificar={info.podeAlterar ? <RetificarCnpj atual={info.cnpjInstalacao} onRetificado={(novo) => void mutate(novo, { revalidate: false })} /> : null} />
          {info.podeAlterar || ticket ? (
            <FormGroup label="Número do ticket" labelFor="rh-ticket" helperText="Instalação e CNPJ/CPF: o texto que o fornecedor assina.">
              <TextArea id="rh-ticket" readOnly fill className="rh-autenticador-ticket" value={ticket?.texto ?? ''} placeholder="Clique em Gerar Ticket." />
            </FormGroup>
          ) : null}
          {info.podeAlterar ? (
            <FormGroup label="Arquivo de licença" labelFor="rh-arquivo-licenca" intent={erroArquivo ? Intent.DANGER : Intent.NONE} helperText={erroArquivo}>
              <FileInput
                fill
                text="Importar arquivo de licença…"
                buttonText="Procurar"
                inputProps={{ id: 'rh-arquivo-licenca', accept: '.json,.lic,.txt,application/json', onChange: (event) => void importar(event.currentTarget.files?.[0]) }}
              />
            </FormGroup>
          ) : null}
          <ButtonGroup className="rh-autenticador-acoes">
            {info.podeAlterar ? <Button icon="key" intent={Intent.PRIMARY} text="Gerar Ticket" onClick={() => void gerarTicket()} /> : null}
            <Button icon="refresh" text="Recarregar dados" loading={isValidating} onClick={() => void mutate()} />
          </ButtonGroup>
        </>
      ) : (
        <Callout intent={Intent.WARNING}>{isValidating ? 'Carregando…' : 'Não foi possível ler os dados da licença.'}</Callout>
      )}
    </div>
  );
}
