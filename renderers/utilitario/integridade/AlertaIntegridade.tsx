/**
 * The header's database-integrity alert (spec 02 §2 "Database inconsistency"): an icon shown only
 * when the server reports inconsistencies in the session's company, opening the dialog "Alerta de
 * Integridade do Banco de Dados" with "Gerar relatório de erros" (the §8 messages when there is
 * nothing to list or the PDF fails) and the link to technology support when one is configured.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { saveDownload } from '../../../engine/react/report-job';
import { CODIGO_SEM_INCONSISTENCIAS, FALHA_RELATORIO } from '../../../modules/utilitario/integridade/mensagens';
import { supportLinks } from '../../shell/support-links';
import { toast } from '../../shell/toaster';

const TITULO = 'Alerta de Integridade do Banco de Dados';

export function AlertaIntegridade(): React.JSX.Element | null {
  const provider = useDataProvider();
  const [aberto, setAberto] = useState(false);
  const [gerando, setGerando] = useState(false);
  const { data } = useSWR('integridade-banco', () => call(provider, 'GET /parametros-sistema/isExisteInconsistenciasNoBancoDados', { errorMode: 'none' }));
  if (!data?.existem) return null;

  const gerar = async () => {
    setGerando(true);
    try {
      saveDownload(await provider.download('/parametros-sistema/relatorio-inconsistencia-banco-dados', { method: 'POST', errorMode: 'none' }));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.body.code === CODIGO_SEM_INCONSISTENCIAS) toast.info(failure.body.message);
      else toast.error(FALHA_RELATORIO);
    } finally {
      setGerando(false);
    }
  };
  const suporte = supportLinks.contato || (supportLinks.emailSuporte ? `mailto:${supportLinks.emailSuporte}` : '');
  return (
    <>
      <Button variant="minimal" icon="warning-sign" intent={Intent.DANGER} aria-label={TITULO} title={TITULO} onClick={() => setAberto(true)} />
      <Dialog isOpen={aberto} onClose={() => setAberto(false)} title={TITULO} icon="warning-sign">
        <DialogBody>
          <p>Foram encontradas inconsistências nos dados desta empresa: registros que apontam para outros inexistentes ou de outra empresa, históricos com datas repetidas, sobrepostas ou sem registro em vigor, ou empresa sem estabelecimento.</p>
          <p>Gere o relatório de erros para ver cada registro e corrija-os nos cadastros{suporte ? ', ou procure o suporte de tecnologia' : ''}.</p>
          {suporte ? (
            <p>
              <a href={suporte} target="_blank" rel="noreferrer">
                Suporte de tecnologia
              </a>
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Fechar" onClick={() => setAberto(false)} />
              <Button intent={Intent.PRIMARY} icon="document" text="Gerar relatório de erros" loading={gerando} onClick={() => void gerar()} />
            </>
          }
        />
      </Dialog>
    </>
  );
}
