/** /mensagens?tipo=: every message of a box, read or not, newest first, paged by the server; each viewed or removed as in the box. */
import { Button, ButtonGroup, Callout, H3, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { MensagemDoUsuario, TipoMensagem } from '../../modules/mensagens/mensagens.api';
import { confirm } from '../shell/confirm';
import { formatDataHora } from './datas';
import { VisualizarMensagem } from './VisualizarMensagem';
import './mensagens.css';

const POR_PAGINA = 20;

export function ListaMensagens(): React.JSX.Element {
  const provider = useDataProvider();
  const [params, setParams] = useSearchParams();
  const tipo = (params.get('tipo') ?? undefined) as TipoMensagem | undefined;
  const [page, setPage] = useState(0);
  const [aberta, setAberta] = useState<MensagemDoUsuario>();
  const caixas = useSWR('mensagens/caixas', () => call(provider, 'GET /mensagens/caixas', { errorMode: 'none' }));
  const { data, error, mutate } = useSWR(['mensagens', tipo, page], () => call(provider, 'GET /mensagens', { params: { ...(tipo ? { tipo } : {}), page, size: POR_PAGINA }, errorMode: 'none' }));
  const titulos = [...(caixas.data?.caixasEsquerda ?? []), ...(caixas.data?.caixasDireita ?? [])].map((c) => ({ value: c.tipo, label: c.titulo }));

  const marcarLida = async (mensagem: MensagemDoUsuario, lida: boolean) => {
    await call(provider, 'PATCH /mensagens/{id}/lida', { path: { id: mensagem.usuarioMensagemId }, body: { lida } });
    setAberta({ ...mensagem, lida });
    await Promise.all([mutate(), caixas.mutate()]);
  };
  const remover = async (mensagem: MensagemDoUsuario) => {
    if (!(await confirm({ message: 'Confirma exclusão?' }))) return;
    await call(provider, 'DELETE /mensagens/{id}', { path: { id: mensagem.usuarioMensagemId } });
    await Promise.all([mutate(), caixas.mutate()]);
  };
  const paginas = data ? Math.max(1, Math.ceil(data.totalElements / POR_PAGINA)) : 1;

  return (
    <section className="rh-lista-mensagens">
      <H3>Mensagens</H3>
      <label>
        Caixa{' '}
        <HTMLSelect
          value={tipo ?? ''}
          options={[{ value: '', label: 'Todas' }, ...titulos]}
          onChange={(event) => {
            setPage(0);
            setParams(event.currentTarget.value ? { tipo: event.currentTarget.value } : {});
          }}
        />
      </label>
      {error ? <Callout intent="danger">{(error as Error).message}</Callout> : null}
      {!data && !error ? <Spinner /> : null}
      {data && !data.content.length ? <p>Nenhuma mensagem.</p> : null}
      {data?.content.length ? (
        <HTMLTable striped interactive className="rh-lista-mensagens-tabela">
          <thead>
            <tr>
              <th>Data</th>
              <th>Remetente</th>
              <th>Mensagem</th>
              <th>Situação</th>
              <th aria-label="Ações" />
            </tr>
          </thead>
          <tbody>
            {data.content.map((mensagem) => (
              <tr key={mensagem.usuarioMensagemId} onClick={() => setAberta(mensagem)}>
                <td>{formatDataHora(mensagem.data)}</td>
                <td>{mensagem.remetente}</td>
                <td>{mensagem.textoAbreviado}</td>
                <td>{mensagem.lida ? <Tag minimal>Lida</Tag> : <Tag intent="primary">Não lida</Tag>}</td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="trash"
                    aria-label="Excluir mensagem"
                    onClick={(event) => {
                      event.stopPropagation();
                      void remover(mensagem);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {data && data.totalElements > POR_PAGINA ? (
        <ButtonGroup>
          <Button icon="chevron-left" aria-label="Página anterior" disabled={page === 0} onClick={() => setPage(page - 1)} />
          <Button disabled text={`${page + 1} de ${paginas}`} />
          <Button icon="chevron-right" aria-label="Próxima página" disabled={page + 1 >= paginas} onClick={() => setPage(page + 1)} />
        </ButtonGroup>
      ) : null}
      {aberta ? <VisualizarMensagem mensagem={aberta} onLida={(lida) => void marcarLida(aberta, lida)} onClose={() => setAberta(undefined)} /> : null}
    </section>
  );
}
