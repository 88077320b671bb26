// @vitest-environment happy-dom
/** The panel asks with what is typed, applies only through `fill`, and says each outcome as spec §8 does. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, DataProviderContext, failingDataProvider, type RequestOptions } from '../../engine/react/data-provider';
import type { SugestaoAssistente } from '../../modules/assistente/assistente.api';
import { MENSAGENS } from '../../modules/assistente/mensagens';
import { PainelSugestoes } from './PainelSugestoes';

afterEach(cleanup);

const CREDITOS = { mes: '2026-11', usados: 1, gratuitos: 10, restantes: 9 };
const SUGESTAO: SugestaoAssistente = { formulario: 'cargo', offline: false, mensagem: '', valores: { missao: 'Cuidar das pessoas.' }, creditos: CREDITOS };

/** The panel once it knows whether the installation has a model (it shows nothing before). */
async function painel(sugestao: () => Promise<unknown>, fill = vi.fn(), configurado = true) {
  const pedidos: unknown[] = [];
  const provider = failingDataProvider({
    request: (async (_method: string, path: string, options?: RequestOptions) => {
      if (path === '/assistente/creditos') return CREDITOS;
      if (path === '/assistente/modelo') return { configurado };
      pedidos.push(options?.params);
      return sugestao();
    }) as never,
  });
  render(
    <DataProviderContext.Provider value={provider}>
      <PainelSugestoes
        formulario="cargo"
        pedido={{ nome: 'Analista' }}
        falta="Preencha o nome."
        itens={(valores) => Object.entries(valores).map(([titulo, texto]) => ({ titulo, texto: String(texto) }))}
        valoresDoFormulario={(valores) => valores}
        fill={fill}
      />
    </DataProviderContext.Provider>,
  );
  await screen.findByRole('button', { name: configurado ? 'Novas sugestões' : 'Assistente RH' });
  return { fill, pedidos };
}

const clicar = (nome: string) => fireEvent.click(screen.getByRole('button', { name: nome }));

describe('PainelSugestoes', () => {
  it('pede com o que foi digitado, lista as sugestões e as aplica pelo fill', async () => {
    const { fill, pedidos } = await painel(async () => SUGESTAO);
    expect((screen.getByRole('button', { name: 'Aplicar sugestões' }) as HTMLButtonElement).disabled).toBe(true);
    clicar('Novas sugestões');
    await screen.findByText('Cuidar das pessoas.');
    expect(pedidos).toEqual([{ formulario: 'cargo', nome: 'Analista' }]);
    expect(fill).not.toHaveBeenCalled();
    clicar('Aplicar sugestões');
    expect(fill).toHaveBeenCalledWith({ missao: 'Cuidar das pessoas.' });
    await screen.findByText(MENSAGENS.inseridas);
  });

  it('uma resposta recusada pelo servidor: o balão diz a mensagem dele e nada se aplica', async () => {
    const { fill } = await painel(async () => {
      throw new ApiRequestError(502, { code: 'SUGESTAO_INVALIDA', message: MENSAGENS.erroAoAplicar });
    });
    clicar('Novas sugestões');
    await screen.findByText(MENSAGENS.erroAoAplicar);
    expect((screen.getByRole('button', { name: 'Aplicar sugestões' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fill).not.toHaveBeenCalled();
  });

  it('sem conexão, o assistente descansa', async () => {
    await painel(async () => {
      throw new TypeError('Failed to fetch');
    });
    clicar('Novas sugestões');
    await screen.findByText(MENSAGENS.descanso);
  });

  it('créditos acabados: "Precisa de mais créditos?"', async () => {
    await painel(async () => {
      throw new ApiRequestError(429, { code: 'OpenAICallLimitReached', message: 'acabaram' });
    });
    clicar('Novas sugestões');
    await waitFor(() => expect(document.body.textContent).toContain('Precisa de mais créditos?'));
  });

  it('sem modelo configurado: o botão abre o aviso de indisponível, e dele o modo offline', async () => {
    const offline: SugestaoAssistente = { ...SUGESTAO, offline: true, mensagem: 'Modo offline.' };
    const { pedidos } = await painel(async () => offline, vi.fn(), false);
    expect(screen.queryByRole('button', { name: 'Novas sugestões' })).toBeNull();
    clicar('Assistente RH');
    await waitFor(() => expect(document.body.textContent).toContain('O Assistente RH não está disponível nesta instalação'));
    expect(document.body.textContent).toContain('Utilitários › Integrações');
    expect(pedidos).toEqual([]);
    clicar('Usar o modo offline');
    clicar('Novas sugestões');
    await screen.findByText('Cuidar das pessoas.');
    expect(document.body.textContent).not.toContain('Créditos do mês');
  });
});
