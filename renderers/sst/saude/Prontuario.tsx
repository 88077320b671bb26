/**
 * The talent's health file (/sst/prontuarios/{id}, from the talent's form): the ASOs with their
 * conclusion, each exam's result and due date, and the leaves, all in date order; "Solicitar
 * exames" asks a new ASO for the talent, and the Prontuário report prints it.
 */
import { Button, Callout, H3, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { EntityMeta, Page } from '../../../engine/api-types';
import { formatDate } from '../../../engine/format/dates';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { today } from '../../../engine/validation/brazilian';

type Registro = Record<string, unknown>;
type Referencia = { id: number; [campo: string]: unknown } | null | undefined;

interface Linha {
  chave: string;
  data: string;
  tipo: 'ASO' | 'Exame' | 'Afastamento';
  descricao: string;
  situacao?: string;
  alerta?: boolean;
}

/** The title of a coded value as the entity declares it (`oneOf`). */
function titulo(entity: EntityMeta | undefined, campo: string, valor: unknown): string {
  const opcoes = ((entity?.schema.properties as Record<string, { oneOf?: { const: unknown; title: string }[] }> | undefined)?.[campo]?.oneOf ?? []);
  return opcoes.find((o) => o.const === valor)?.title ?? '';
}
const nomeDe = (ref: unknown, campo: string) => String((ref as Referencia)?.[campo] ?? '');

export function Prontuario({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const entidades = useEntities();
  const aso = entidades.find((e) => e.name === 'solicitacaoExame');
  const exame = entidades.find((e) => e.name === 'exameSolicitado');
  const afastamento = entidades.find((e) => e.name === 'colaboradorAfastamento');
  const { data: talento } = useSWR(['prontuario-talento', id], () => provider.request<Registro>('GET', `/colaboradores/${id}`, { params: { campos: 'nome' } }));
  const { data: linhas } = useSWR(aso ? ['prontuario', id] : null, async () => {
    const todos = { page: 0, size: 500, filters: { colaboradorId: id } };
    const [asos, exames, afastamentos] = await Promise.all([
      provider.getList<Registro>(aso!.resource, { ...todos, sort: 'data,asc' }),
      exame ? provider.request<Page<Registro>>('GET', `/${aso!.resource}/${exame.resource}`, { params: { colaboradorId: id, size: 500 } }) : undefined,
      afastamento ? provider.getList<Registro>(afastamento.resource, { ...todos, sort: 'inicio,asc' }) : undefined,
    ]);
    const hoje = today();
    const resultado: Linha[] = [
      ...asos.content.map((r) => ({
        chave: `aso-${String(r.id)}`,
        data: String(r.data),
        tipo: 'ASO' as const,
        descricao: `${titulo(aso, 'tipo', r.tipo)} — ${nomeDe(r.medico, 'nome')}`,
        situacao: titulo(aso, 'resultado', r.resultado) || 'Aguardando conclusão',
        alerta: r.resultado === 2,
      })),
      ...(exames?.content ?? [])
        .filter((r) => r.dataRealizacao)
        .map((r) => ({
          chave: `exame-${String(r.id)}`,
          data: String(r.dataRealizacao),
          tipo: 'Exame' as const,
          descricao: `${nomeDe(r.exame, 'nome')}${r.vencimento ? ` — vence em ${formatDate(String(r.vencimento))}` : ''}`,
          situacao: titulo(exame, 'resultado', r.resultado),
          alerta: r.resultado === 'A' || (r.atual === true && typeof r.vencimento === 'string' && r.vencimento < hoje),
        })),
      ...(afastamentos?.content ?? []).map((r) => ({
        chave: `afastamento-${String(r.id)}`,
        data: String(r.inicio),
        tipo: 'Afastamento' as const,
        descricao: `${nomeDe(r.afastamento, 'descricao')}: ${formatDate(String(r.inicio))}${r.fim ? ` a ${formatDate(String(r.fim))}` : ' em diante'}`,
      })),
    ];
    return resultado.sort((a, b) => a.data.localeCompare(b.data) || a.tipo.localeCompare(b.tipo));
  });

  if (!linhas) return <Spinner />;
  return (
    <div className="rh-prontuario">
      <H3>
        {screen.label} — {String(talento?.nome ?? '')}
      </H3>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {aso?.can.write && <Button icon="add" intent="primary" text="Solicitar exames" onClick={() => navigate(`${aso.route}/new?colaborador=${id}`)} />}
        <Button icon="print" text="Imprimir prontuário" onClick={() => navigate('/sst/relatorios/prontuario')} />
      </div>
      {linhas.length === 0 ? (
        <Callout>Este talento não tem ASOs, exames nem afastamentos.</Callout>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Data</th>
              <th>Registro</th>
              <th>Descrição</th>
              <th>Resultado</th>
            </tr>
          </thead>
          <tbody>
            {linhas.map((linha) => (
              <tr key={linha.chave}>
                <td data-label="Data">{formatDate(linha.data)}</td>
                <td data-label="Registro">{linha.tipo}</td>
                <td data-label="Descrição">{linha.descricao}</td>
                <td data-label="Resultado">{linha.situacao && <Tag minimal intent={linha.alerta ? 'danger' : 'success'}>{linha.situacao}</Tag>}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
