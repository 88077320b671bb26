/**
 * "Adicionar talentos" to a class: search the company's active talents by name, área
 * organizacional and cargo, tick several (they stay ticked across searches), or take every
 * active talent of the área/cargo chosen; the server skips those already in the class.
 */
import { Button, Checkbox, Classes, Dialog, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useShellKit } from '../../../engine/react/shell-kit';
import type { InclusaoNaTurma } from '../../../modules/desenvolvimento/turmas/turmas.api';

const TAMANHO = 10;

interface Talento {
  id: number;
  nome: string;
  areaOrganizacional?: { nome?: string } | null;
  cargo?: { nome?: string } | null;
}

interface Filtro {
  nome: string;
  areaOrganizacionalId: string;
  cargoId: string;
}

const opcoes = (itens: { id: number | string; nome?: string; descricao?: string }[] | undefined, todos: string) => [
  { value: '', label: todos },
  ...(itens ?? []).map((item) => ({ value: String(item.id), label: String(item.nome ?? item.descricao ?? item.id) })),
];

export function AdicionarTalentos({ turmaId, onClose, onDone }: { turmaId: number; onClose: () => void; onDone: (resultado: InclusaoNaTurma) => void }): React.JSX.Element {
  const provider = useDataProvider();
  const { Pager } = useShellKit();
  const [filtro, setFiltro] = useState<Filtro>({ nome: '', areaOrganizacionalId: '', cargoId: '' });
  const [aplicado, setAplicado] = useState(filtro);
  const [page, setPage] = useState(0);
  const [escolhidos, setEscolhidos] = useState<Map<number, string>>(new Map());
  const [todosDoGrupo, setTodosDoGrupo] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const { data: areas } = useSWR(['opcoes', 'areas-organizacionais'], () => provider.getOptions('areas-organizacionais'));
  const { data: cargos } = useSWR(['opcoes', 'cargos'], () => provider.getOptions('cargos'));
  const { data: pagina } = useSWR(['turma-talentos', aplicado, page], () =>
    provider.getList<Talento>('colaboradores', {
      page,
      size: TAMANHO,
      sort: 'nome,asc',
      filters: { nome: aplicado.nome, areaOrganizacionalId: aplicado.areaOrganizacionalId, cargoId: aplicado.cargoId, situacao: 'A' },
      fields: ['nome', 'areaOrganizacional', 'cargo'],
    }),
  );
  const grupo = aplicado.areaOrganizacionalId !== '' || aplicado.cargoId !== '';

  const pesquisar = () => {
    setPage(0);
    setAplicado(filtro);
    setTodosDoGrupo(false);
  };

  const marcar = (talento: Talento, marcado: boolean) => {
    const proximos = new Map(escolhidos);
    if (marcado) proximos.set(talento.id, talento.nome);
    else proximos.delete(talento.id);
    setEscolhidos(proximos);
  };

  const adicionar = async () => {
    setEnviando(true);
    try {
      const body = {
        colaboradoresIds: [...escolhidos.keys()],
        ...(todosDoGrupo && aplicado.areaOrganizacionalId ? { areaOrganizacionalId: Number(aplicado.areaOrganizacionalId) } : {}),
        ...(todosDoGrupo && aplicado.cargoId ? { cargoId: Number(aplicado.cargoId) } : {}),
      };
      onDone(await call(provider, 'POST /turmas/{id}/colaboradores', { path: { id: turmaId }, body }));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog isOpen title="Adicionar talentos à turma" onClose={onClose} style={{ width: 760, maxWidth: '95vw' }}>
      <div className={Classes.DIALOG_BODY}>
        <div className="rh-turma-filtro">
          <FormGroup label="Nome" labelFor="talento-nome">
            <InputGroup id="talento-nome" value={filtro.nome} onChange={(e) => setFiltro({ ...filtro, nome: e.currentTarget.value })} onKeyDown={(e) => e.key === 'Enter' && pesquisar()} />
          </FormGroup>
          <FormGroup label="Área organizacional" labelFor="talento-area">
            <HTMLSelect id="talento-area" value={filtro.areaOrganizacionalId} onChange={(e) => setFiltro({ ...filtro, areaOrganizacionalId: e.currentTarget.value })} options={opcoes(areas, 'Todas')} />
          </FormGroup>
          <FormGroup label="Cargo" labelFor="talento-cargo">
            <HTMLSelect id="talento-cargo" value={filtro.cargoId} onChange={(e) => setFiltro({ ...filtro, cargoId: e.currentTarget.value })} options={opcoes(cargos, 'Todos')} />
          </FormGroup>
          <FormGroup>
            <Button icon="search" text="Pesquisar" onClick={pesquisar} />
          </FormGroup>
        </div>
        {grupo ? (
          <Checkbox
            id="talento-todos"
            checked={todosDoGrupo}
            label={`Incluir todos os talentos ativos ${aplicado.areaOrganizacionalId && aplicado.cargoId ? 'desta área e deste cargo' : aplicado.cargoId ? 'deste cargo' : 'desta área'}${pagina ? ` (${pagina.totalElements})` : ''}`}
            onChange={(e) => setTodosDoGrupo(e.currentTarget.checked)}
          />
        ) : null}
        {!pagina ? (
          <Spinner size={24} />
        ) : pagina.content.length === 0 ? (
          <NonIdealState icon="search" description="Nenhum talento ativo encontrado." />
        ) : (
          <>
            <HTMLTable compact striped className="rh-turma-tabela">
              <thead>
                <tr>
                  <th aria-label="Selecionar" />
                  <th>Talento</th>
                  <th>Área organizacional</th>
                  <th>Cargo</th>
                </tr>
              </thead>
              <tbody>
                {pagina.content.map((talento) => (
                  <tr key={talento.id}>
                    <td>
                      <Checkbox
                        aria-label={`Selecionar ${talento.nome}`}
                        checked={todosDoGrupo || escolhidos.has(talento.id)}
                        disabled={todosDoGrupo}
                        onChange={(e) => marcar(talento, e.currentTarget.checked)}
                      />
                    </td>
                    <td>{talento.nome}</td>
                    <td>{talento.areaOrganizacional?.nome ?? ''}</td>
                    <td>{talento.cargo?.nome ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Pager page={page} pageSize={TAMANHO} total={pagina.totalElements} onPageChange={setPage} />
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <span className="rh-turma-escolhidos">{escolhidos.size === 1 ? '1 talento selecionado' : `${escolhidos.size} talentos selecionados`}</span>
          <Button text="Cancelar" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="new-person" text="Adicionar" loading={enviando} disabled={escolhidos.size === 0 && !todosDoGrupo} onClick={() => void adicionar()} />
        </div>
      </div>
    </Dialog>
  );
}
