/**
 * The home page's two columns of message boxes (spec 02 §2): dragged (HTML5 drag and drop) or
 * moved by their buttons between and within the columns, minimised, each move saved at once
 * (PUT /api/mensagens/caixas); a message opens in "Visualizar Mensagem" or is removed.
 */
import { Callout, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../engine/react/api-client';
import { useDataProvider } from '../../engine/react/data-provider';
import type { CaixaMensagens, CaixasMensagens, MensagemDoUsuario, TipoMensagem } from '../../modules/mensagens/mensagens.api';
import { confirm } from '../shell/confirm';
import { arrumacaoDe, colunasDe, mover, outraColuna, posicao, reordenar, type Coluna, type Colunas } from './arrumacao';
import { CaixaDeMensagens } from './CaixaDeMensagens';
import { ParaHoje } from './ParaHoje';
import { VisualizarMensagem } from './VisualizarMensagem';
import './mensagens.css';

const TIPO_ARRASTADO = 'application/x-rh-caixa';

export function CaixasDeMensagens(): React.JSX.Element {
  const provider = useDataProvider();
  const { data, error, mutate } = useSWR('mensagens/caixas', () => call(provider, 'GET /mensagens/caixas', { errorMode: 'none' }));
  const [aberta, setAberta] = useState<MensagemDoUsuario>();
  const [sobre, setSobre] = useState<string>();

  if (error) return <Callout intent="danger">{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;

  /** Shows the new arrangement at once and saves it; the server's answer is read again after. */
  const guardar = async (proximas: CaixasMensagens, colunas: Colunas) => {
    await mutate(proximas, { revalidate: false });
    await call(provider, 'PUT /mensagens/caixas', { body: arrumacaoDe(proximas, colunas) });
    await mutate();
  };
  const moverPara = (tipo: TipoMensagem, destino: Coluna, indice: number) => {
    const colunas = mover(colunasDe(data), tipo, destino, indice);
    void guardar(reordenar(data, colunas), colunas);
  };
  const minimizar = (tipo: TipoMensagem) => {
    const alterna = (caixa: CaixaMensagens) => (caixa.tipo === tipo ? { ...caixa, minimizado: !caixa.minimizado } : caixa);
    const proximas = { ...data, caixasEsquerda: data.caixasEsquerda.map(alterna), caixasDireita: data.caixasDireita.map(alterna) };
    void guardar(proximas, colunasDe(data));
  };
  const marcarLida = async (mensagem: MensagemDoUsuario, lida: boolean) => {
    await call(provider, 'PATCH /mensagens/{id}/lida', { path: { id: mensagem.usuarioMensagemId }, body: { lida } });
    setAberta({ ...mensagem, lida });
    await mutate();
  };
  const remover = async (mensagem: MensagemDoUsuario) => {
    if (!(await confirm({ message: 'Confirma exclusão?' }))) return;
    await call(provider, 'DELETE /mensagens/{id}', { path: { id: mensagem.usuarioMensagemId } });
    await mutate();
  };

  /** Dropped on a box: before it, or after it when dropped on its lower half; on a column's free space: at its end. */
  const soltar = (event: React.DragEvent, coluna: Coluna, indice: number) => {
    event.preventDefault();
    event.stopPropagation();
    setSobre(undefined);
    const tipo = event.dataTransfer.getData(TIPO_ARRASTADO) as TipoMensagem;
    if (!tipo) return;
    const origem = posicao(colunasDe(data), tipo);
    // Counted without the dragged box: a box moved down its own column lands one place up.
    moverPara(tipo, coluna, origem.coluna === coluna && origem.indice < indice ? indice - 1 : indice);
  };

  const colunaDe = (coluna: Coluna) => {
    const caixas = data[coluna];
    return (
      <div
        className={`rh-caixas-coluna${sobre === coluna ? ' rh-caixas-coluna-alvo' : ''}`}
        data-coluna={coluna === 'caixasEsquerda' ? 'esquerda' : 'direita'}
        onDragOver={(event) => {
          event.preventDefault();
          setSobre(coluna);
        }}
        onDragLeave={() => setSobre(undefined)}
        onDrop={(event) => soltar(event, coluna, caixas.length)}
      >
        {caixas.map((caixa, indice) => (
          <div
            key={caixa.tipo}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              const { top, height } = event.currentTarget.getBoundingClientRect();
              soltar(event, coluna, event.clientY > top + height / 2 ? indice + 1 : indice);
            }}
          >
            <CaixaDeMensagens
              caixa={caixa}
              arrastavel={{
                draggable: true,
                onDragStart: (event) => {
                  event.dataTransfer.setData(TIPO_ARRASTADO, caixa.tipo);
                  event.dataTransfer.effectAllowed = 'move';
                },
              }}
              acoes={{
                onAbrir: setAberta,
                onRemover: (mensagem) => void remover(mensagem),
                onMinimizar: () => minimizar(caixa.tipo),
                onSubir: indice > 0 ? () => moverPara(caixa.tipo, coluna, indice - 1) : undefined,
                onDescer: indice < caixas.length - 1 ? () => moverPara(caixa.tipo, coluna, indice + 1) : undefined,
                onOutraColuna: () => moverPara(caixa.tipo, outraColuna(coluna), data[outraColuna(coluna)].length),
                paraEsquerda: coluna === 'caixasDireita',
              }}
            />
          </div>
        ))}
      </div>
    );
  };

  return (
    <>
      <ParaHoje pendencias={data.paraHoje} />
      <div className="rh-caixas">
        {colunaDe('caixasEsquerda')}
        {colunaDe('caixasDireita')}
      </div>
      {aberta ? <VisualizarMensagem mensagem={aberta} onLida={(lida) => void marcarLida(aberta, lida)} onClose={() => setAberta(undefined)} /> : null}
    </>
  );
}
