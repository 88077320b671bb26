/**
 * /sst/vacinacao-em-lote (SST › Vacinas › Vacinação em lote): a vaccine, the date and the lot, and
 * several active talents found by name, área, cargo and estabelecimento — ticked ones stay ticked
 * across searches and pages. Each row says which dose of the vaccine the talent would get, or that
 * the vaccine is complete. "Vacinar" gives each their next dose at once; the complete ones come
 * back unchanged.
 */
import { Button, Callout, Card, Checkbox, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useShellKit } from '../../../engine/react/shell-kit';
import type { ResultadoVacinacao } from '../../../modules/sst/vacinas/vacinas.api';
import { toast } from '../../shell/toaster';
import { CamposDaDose, corpoDaDose, DOSE_VAZIA, type Dose } from './CamposDaDose';
import { errosDeCampo, semOErroDe, semOsMudados, type ErrosDeCampo } from './erros';
import { mensagemDaVacinacao } from './resultado';
import './vacinas.css';

const TAMANHO = 15;

interface Filtro {
  nome: string;
  areaOrganizacionalId: string;
  cargoId: string;
  estabelecimentoId: string;
}

const FILTRO_VAZIO: Filtro = { nome: '', areaOrganizacionalId: '', cargoId: '', estabelecimentoId: '' };
const numero = (valor: string) => (valor ? Number(valor) : undefined);

export function VacinacaoEmLote(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { Pager } = useShellKit();
  const [dose, setDose] = useState<Dose>(DOSE_VAZIA);
  const [filtro, setFiltro] = useState<Filtro>(FILTRO_VAZIO);
  const [aplicado, setAplicado] = useState<Filtro>(FILTRO_VAZIO);
  const [page, setPage] = useState(0);
  const [escolhidos, setEscolhidos] = useState<Map<number, string>>(new Map());
  const [erros, setErros] = useState<ErrosDeCampo>({});
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<ResultadoVacinacao>();
  const opcoes = (recurso: string) => () => provider.getOptions(recurso);
  const { data: areas } = useSWR(['opcoes', 'areas-organizacionais'], opcoes('areas-organizacionais'));
  const { data: cargos } = useSWR(['opcoes', 'cargos'], opcoes('cargos'));
  const { data: estabelecimentos } = useSWR(['opcoes', 'estabelecimentos'], opcoes('estabelecimentos'));
  const { data: pagina, mutate } = useSWR(['vacinacao-lote-talentos', aplicado, page, dose.vacinaId], () =>
    call(provider, 'GET /vacinacao-em-lote/talentos', {
      params: {
        page,
        size: TAMANHO,
        nome: aplicado.nome.trim() || undefined,
        areaOrganizacionalId: numero(aplicado.areaOrganizacionalId),
        cargoId: numero(aplicado.cargoId),
        estabelecimentoId: numero(aplicado.estabelecimentoId),
        vacinaId: numero(dose.vacinaId),
      },
    }),
  );

  const pesquisar = () => {
    setPage(0);
    setAplicado(filtro);
  };

  const mudarDose = (nova: Dose) => {
    setErros((atuais) => semOsMudados(atuais, dose, nova));
    setDose(nova);
  };

  const escolher = (proximos: Map<number, string>) => {
    setErros((atuais) => semOErroDe(atuais, 'colaboradorIds'));
    setEscolhidos(proximos);
  };

  const marcar = (id: number, nome: string, marcado: boolean) => {
    const proximos = new Map(escolhidos);
    if (marcado) proximos.set(id, nome);
    else proximos.delete(id);
    escolher(proximos);
  };

  const marcarPagina = (marcado: boolean) => {
    const proximos = new Map(escolhidos);
    for (const talento of pagina?.content ?? []) {
      if (marcado) proximos.set(talento.id, talento.nome);
      else proximos.delete(talento.id);
    }
    escolher(proximos);
  };

  const vacinar = async () => {
    setEnviando(true);
    try {
      const feito = await call(provider, 'POST /vacinacao-em-lote', { body: { ...corpoDaDose(dose), colaboradorIds: [...escolhidos.keys()] } as never, errorMode: 'none' });
      setErros({});
      setResultado(feito);
      setEscolhidos(new Map());
      toast.success(mensagemDaVacinacao(feito));
      await mutate();
    } catch (failure) {
      setErros(errosDeCampo(failure));
    } finally {
      setEnviando(false);
    }
  };

  const select = (id: string, rotulo: string, valor: keyof Filtro, itens: { id: number | string; nome?: unknown }[] | undefined, todos: string) => (
    <FormGroup label={rotulo} labelFor={id}>
      <HTMLSelect id={id} fill value={filtro[valor]} onChange={(e) => setFiltro({ ...filtro, [valor]: e.currentTarget.value })} options={[{ value: '', label: todos }, ...(itens ?? []).map((item) => ({ value: String(item.id), label: String(item.nome ?? item.id) }))]} />
    </FormGroup>
  );
  const naPagina = pagina?.content ?? [];
  const paginaMarcada = naPagina.length > 0 && naPagina.every((t) => escolhidos.has(t.id));

  return (
    <div className="rh-vacinacao-lote">
      <H3>Vacinação em lote</H3>
      <Card compact>
        <CamposDaDose prefixo="lote" dose={dose} onChange={mudarDose} erros={erros} />
      </Card>
      <Card compact style={{ marginTop: 12 }}>
        <div className="rh-lote-filtro">
          <FormGroup label="Nome" labelFor="lote-nome">
            <InputGroup id="lote-nome" value={filtro.nome} onValueChange={(nome) => setFiltro({ ...filtro, nome })} onKeyDown={(e) => e.key === 'Enter' && pesquisar()} />
          </FormGroup>
          {select('lote-area', 'Área organizacional', 'areaOrganizacionalId', areas, 'Todas')}
          {select('lote-cargo', 'Cargo', 'cargoId', cargos, 'Todos')}
          {select('lote-estabelecimento', 'Estabelecimento', 'estabelecimentoId', estabelecimentos, 'Todos')}
          <FormGroup>
            <Button icon="search" text="Pesquisar" onClick={pesquisar} />
          </FormGroup>
        </div>
        {erros.colaboradorIds && (
          <Callout intent={Intent.DANGER} compact style={{ marginBottom: 8 }}>
            {erros.colaboradorIds}
          </Callout>
        )}
        {!pagina ? (
          <Spinner size={24} />
        ) : naPagina.length === 0 ? (
          <NonIdealState icon="search" description="Nenhum talento ativo encontrado." />
        ) : (
          <>
            <HTMLTable compact striped className="rh-lote-tabela">
              <thead>
                <tr>
                  <th>
                    <Checkbox aria-label="Selecionar os talentos da página" checked={paginaMarcada} onChange={(e) => marcarPagina(e.currentTarget.checked)} style={{ margin: 0 }} />
                  </th>
                  <th>Talento</th>
                  <th>Área organizacional</th>
                  <th>Cargo</th>
                  <th>Estabelecimento</th>
                  <th>Dose</th>
                </tr>
              </thead>
              <tbody>
                {naPagina.map((talento) => (
                  <tr key={talento.id}>
                    <td>
                      <Checkbox aria-label={`Selecionar ${talento.nome}`} checked={escolhidos.has(talento.id)} onChange={(e) => marcar(talento.id, talento.nome, e.currentTarget.checked)} style={{ margin: 0 }} />
                    </td>
                    <td>{talento.nome}</td>
                    <td>{talento.areaOrganizacional ?? ''}</td>
                    <td>{talento.cargo ?? ''}</td>
                    <td>{talento.estabelecimento ?? ''}</td>
                    <td>{!dose.vacinaId ? '' : talento.proximaDose === null ? <Tag minimal intent={Intent.SUCCESS}>Completo</Tag> : `${talento.proximaDose}ª dose`}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Pager page={page} pageSize={TAMANHO} total={pagina.totalElements} onPageChange={setPage} />
          </>
        )}
        <div className="rh-lote-rodape">
          <span className="rh-lote-escolhidos">{escolhidos.size === 1 ? '1 talento selecionado' : `${escolhidos.size} talentos selecionados`}</span>
          <Button intent={Intent.PRIMARY} icon="tick" text="Vacinar" loading={enviando} onClick={() => void vacinar()} />
        </div>
      </Card>
      {resultado && (
        <Callout intent={resultado.completos.length ? Intent.WARNING : Intent.SUCCESS} style={{ marginTop: 12 }} className="rh-lote-resultado" title={mensagemDaVacinacao(resultado)}>
          <ul>
            {resultado.vacinados.map((v) => (
              <li key={v.colaboradorId}>
                <a onClick={() => navigate(`/sst/cartoes-vacinacao/colaborador/${v.colaboradorId}`)}>{v.nome}</a>: {v.numeroDose}ª dose
              </li>
            ))}
            {resultado.completos.map((c) => (
              <li key={c.colaboradorId}>
                <a onClick={() => navigate(`/sst/cartoes-vacinacao/colaborador/${c.colaboradorId}`)}>{c.nome}</a>: vacina já completa, sem mudança
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}
