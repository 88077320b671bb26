/**
 * Utilitários › Cópia de cadastros: the user chooses the source and target companies (those
 * where they may copy, GET /api/copia-cadastros) and the registers to copy; checking one checks
 * the registers its records refer to (they are copied with it), unchecking one unchecks those
 * that need it. "Copiar" (POST /api/copia-cadastros) answers, per register, how many records were
 * copied, which the target already had and which fields were left empty.
 */
import { Button, Callout, Checkbox, FormGroup, H3, HTMLSelect, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { FieldError } from '../../../engine/api-types';
import { call } from '../../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import type { CadastroCopiavel, CopiaCadastroResultado } from '../../../modules/utilitario/copia-cadastros/copia-cadastros.api';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';

const FORM_FIELDS = ['origemId', 'destinoId', 'entidades'] as const;

/** The register and every one it needs, transitively. */
function withDependencies(cadastros: CadastroCopiavel[], nome: string, chosen = new Set<string>()): Set<string> {
  if (chosen.has(nome)) return chosen;
  chosen.add(nome);
  for (const dependencia of cadastros.find((c) => c.nome === nome)?.dependencias ?? []) withDependencies(cadastros, dependencia, chosen);
  return chosen;
}

/** The register and every one that needs it, transitively. */
function withDependents(cadastros: CadastroCopiavel[], nome: string, removed = new Set<string>()): Set<string> {
  if (removed.has(nome)) return removed;
  removed.add(nome);
  for (const dependente of cadastros.filter((c) => c.dependencias.includes(nome))) withDependents(cadastros, dependente.nome, removed);
  return removed;
}

export function CopiaCadastrosScreen({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const { data, error } = useSWR('copia-cadastros', () => call(provider, 'GET /copia-cadastros'));
  const [origemId, setOrigemId] = useState<number>();
  const [destinoId, setDestinoId] = useState<number>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [copying, setCopying] = useState(false);
  const [result, setResult] = useState<CopiaCadastroResultado[]>();
  const nomeDe = useMemo(() => new Map(data?.empresas.map((e) => [e.id, e.nome])), [data]);

  if (error) return <Callout intent={Intent.WARNING}>{error instanceof Error ? error.message : 'Erro'}</Callout>;
  if (!data) return <Spinner />;

  const messageOf = (field: (typeof FORM_FIELDS)[number]) => problems.filter((p) => p.field === field).map((p) => p.message).join(' ') || undefined;
  const toggle = (nome: string, checked: boolean) => {
    const changed = checked ? withDependencies(data.cadastros, nome) : withDependents(data.cadastros, nome);
    setChosen((current) => new Set(checked ? [...current, ...changed] : [...current].filter((n) => !changed.has(n))));
    setProblems((current) => current.filter((p) => p.field !== 'entidades'));
  };

  const copy = async () => {
    if (origemId && destinoId && origemId !== destinoId) {
      const question = `Copiar os cadastros selecionados de ${nomeDe.get(origemId)} para ${nomeDe.get(destinoId)}?`;
      if (!(await confirm({ message: question }))) return;
    }
    setCopying(true);
    setProblems([]);
    try {
      const body = { origemId: origemId ?? null, destinoId: destinoId ?? null, entidades: [...chosen] };
      const answer = await call(provider, 'POST /copia-cadastros', { body, formFields: FORM_FIELDS });
      setResult(answer.cadastros);
      toast.success('Cadastros copiados.');
    } catch (failure) {
      // The provider presented what is not about these fields (a record the target refused); these go on the fields.
      if (failure instanceof ApiRequestError) setProblems(failure.body.fields ?? []);
      else throw failure;
    } finally {
      setCopying(false);
    }
  };

  const companySelect = (field: 'origemId' | 'destinoId', label: string, value: number | undefined, set: (id: number | undefined) => void) => (
    <FormGroup label={label} labelFor={field} intent={messageOf(field) ? Intent.DANGER : Intent.NONE} helperText={messageOf(field)}>
      <HTMLSelect
        id={field}
        value={value ?? ''}
        onChange={(event) => {
          set(event.currentTarget.value ? Number(event.currentTarget.value) : undefined);
          // Either company changed: the pair's message no longer applies.
          setProblems((current) => current.filter((p) => p.field !== 'origemId' && p.field !== 'destinoId'));
        }}
        options={[{ value: '', label: 'Selecione…' }, ...data.empresas.map((e) => ({ value: e.id, label: e.nome }))]}
      />
    </FormGroup>
  );

  return (
    <section className="rh-copia-cadastros" style={{ maxWidth: 900 }}>
      <H3>{screen.label}</H3>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {companySelect('origemId', 'Empresa de origem', origemId, setOrigemId)}
        {companySelect('destinoId', 'Empresa de destino', destinoId, setDestinoId)}
      </div>
      <FormGroup
        label="Cadastros a copiar"
        intent={messageOf('entidades') ? Intent.DANGER : Intent.NONE}
        helperText={messageOf('entidades') ?? 'Os cadastros a que um cadastro escolhido se refere são copiados com ele. Registros que o destino já tem (mesmo nome) não são repetidos.'}
      >
        <div style={{ columns: '3 220px' }}>
          {data.cadastros.map((cadastro) => (
            <Checkbox key={cadastro.nome} label={cadastro.rotulo} checked={chosen.has(cadastro.nome)} onChange={(event) => toggle(cadastro.nome, event.currentTarget.checked)} />
          ))}
        </div>
      </FormGroup>
      <Button intent={Intent.PRIMARY} icon="duplicate" text="Copiar" loading={copying} onClick={() => void copy()} />
      {result && (
        <HTMLTable striped className="rh-copia-resultado" style={{ width: '100%', marginTop: 16 }}>
          <thead>
            <tr>
              <th>Cadastro</th>
              <th>Copiados</th>
              <th>Já existentes no destino</th>
              <th>Campos deixados vazios</th>
            </tr>
          </thead>
          <tbody>
            {result.map((r) => (
              <tr key={r.nome}>
                <td>{r.rotulo}</td>
                <td>{r.copiados}</td>
                <td>{r.existentes.join(', ') || '—'}</td>
                <td>{r.camposVazios.join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
