/** "Testar conexão" of one integration: the e-mail server sends to the user; the CEP service looks up the CEP typed; the assistant's model answers one tiny question. */
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { call } from '../../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { formatMasked } from '../../../engine/format/masks';
import type { Integracao, ResultadoTesteIntegracao } from '../../../modules/utilitario/integracoes/integracoes.api';

export function TestarConexao({ integracao }: { integracao: Integracao }): React.JSX.Element {
  const provider = useDataProvider();
  const [cep, setCep] = useState('01001-000');
  const [testando, setTestando] = useState(false);
  const [resultado, setResultado] = useState<ResultadoTesteIntegracao>();
  const testar = async () => {
    setTestando(true);
    setResultado(undefined);
    try {
      setResultado(
        integracao.codigo === 'cep'
          ? await call(provider, 'POST /integracoes/cep/testar', { body: { cep }, errorMode: 'none' })
          : await call(provider, integracao.codigo === 'assistente' ? 'POST /integracoes/assistente/testar' : 'POST /integracoes/smtp/testar', { errorMode: 'none' }),
      );
    } catch (failure) {
      const mensagem = failure instanceof ApiRequestError ? (failure.body.fields?.[0]?.message ?? failure.body.message) : 'Não foi possível testar a conexão.';
      setResultado({ sucesso: false, mensagem });
    } finally {
      setTestando(false);
    }
  };
  return (
    <div className="rh-integracao-teste">
      {integracao.codigo === 'cep' ? (
        <FormGroup label="CEP" labelFor="integracao-cep" inline>
          <InputGroup id="integracao-cep" value={cep} onValueChange={(v) => setCep(formatMasked('cep', v))} disabled={!integracao.testavel} style={{ width: 110 }} />
        </FormGroup>
      ) : null}
      <Button icon="exchange" text="Testar conexão" loading={testando} disabled={!integracao.testavel} onClick={() => void testar()} />
      {!integracao.testavel ? <span className="rh-integracao-dica">Configure a integração para testá-la.</span> : null}
      {resultado ? (
        <Callout role="status" intent={resultado.sucesso ? Intent.SUCCESS : Intent.DANGER} className="rh-integracao-resultado">
          {resultado.mensagem}
        </Callout>
      ) : null}
    </div>
  );
}
