/**
 * Utilitários › Integrações: one card per connection of the product — configured or not (from
 * the server's settings, never a password or key), where it points, the environment variables
 * that configure it, and "Testar conexão" for the e-mail server (a message to the user) and the
 * CEP service (a CEP looked up). The provider's own services read "Não disponível nesta instalação".
 */
import { Callout, Card, H3, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import type { Integracao, SituacaoIntegracao } from '../../../modules/utilitario/integracoes/integracoes.api';
import { TestarConexao } from './TestarConexao';
import './integracoes.css';

const SITUACAO: Record<SituacaoIntegracao, { texto: string; intent: Intent }> = {
  CONFIGURADA: { texto: 'Configurada', intent: Intent.SUCCESS },
  NAO_CONFIGURADA: { texto: 'Não configurada', intent: Intent.WARNING },
  NAO_DISPONIVEL: { texto: 'Não disponível nesta instalação', intent: Intent.NONE },
};

function CartaoIntegracao({ integracao }: { integracao: Integracao }): React.JSX.Element {
  const situacao = SITUACAO[integracao.situacao];
  return (
    <Card className="rh-integracao" aria-label={integracao.nome}>
      <div className="rh-integracao-titulo">
        <H5>{integracao.nome}</H5>
        <Tag intent={situacao.intent} minimal={integracao.situacao === 'NAO_DISPONIVEL'}>
          {situacao.texto}
        </Tag>
      </div>
      <p>{integracao.descricao}</p>
      {integracao.destino ? (
        <p>
          Destino: <code>{integracao.destino}</code>
        </p>
      ) : null}
      {integracao.situacao === 'NAO_CONFIGURADA' && integracao.variaveis.length ? (
        <p className="rh-integracao-variaveis">
          Configure no servidor: {integracao.variaveis.map((v, i) => [i ? ', ' : '', <code key={v}>{v}</code>])}
        </p>
      ) : null}
      {integracao.situacao !== 'NAO_DISPONIVEL' ? <TestarConexao integracao={integracao} /> : null}
    </Card>
  );
}

export function IntegracoesScreen({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const { data, error } = useSWR('integracoes', () => call(provider, 'GET /integracoes'));
  let conteudo: React.ReactNode;
  if (error) conteudo = <Callout intent={Intent.DANGER}>Não foi possível carregar as integrações.</Callout>;
  else if (!data) conteudo = <NonIdealState icon={<Spinner />} />;
  else
    conteudo = (
      <div className="rh-integracoes">
        {data.integracoes.map((integracao) => (
          <CartaoIntegracao key={integracao.codigo} integracao={integracao} />
        ))}
      </div>
    );
  return (
    <section>
      <H3>{screen.label}</H3>
      <p>Conexões do sistema com serviços de fora. São configuradas nas variáveis de ambiente do servidor; senhas e chaves nunca aparecem aqui.</p>
      {conteudo}
    </section>
  );
}
