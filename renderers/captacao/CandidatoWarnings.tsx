/**
 * Warnings while a candidate is typed (spec §7 `valida-cpf`, `candidatos-homonimos`): another
 * candidate of the company with this CPF (saving will be refused), or with this very name
 * (maybe the same person). Asked 500 ms after typing stops (spec §9); silent on failure.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useFormValue } from '../../engine/react/form-values';
import { useDataProvider } from '../../engine/react/data-provider';
import { useDebouncedValue } from '../../engine/react/use-debounced-value';
import { formatMasked } from '../../engine/format/masks';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { call } from '../../engine/react/api-client';

const DEBOUNCE_MS = 500;
const NOME = ['nome'];
const CPF = ['pessoal', 'cpf'];

/** The answer of one lookup, or undefined while none (or a failure: a warning, never an error). */
function useLookup<T>(params: Record<string, unknown> | undefined, load: (params: Record<string, unknown>, signal: AbortSignal) => Promise<T>): T | undefined {
  const [answer, setAnswer] = useState<T>();
  const key = JSON.stringify(params ?? null);
  useEffect(() => {
    setAnswer(undefined);
    if (!params) return;
    const abort = new AbortController();
    Promise.resolve()
      .then(() => load(params, abort.signal))
      .then(setAnswer, () => undefined);
    return () => abort.abort();
    // `key` stands for `params`; `load` names the same call on every render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer;
}

export function CandidatoWarnings({ id }: FormExtensionProps): React.JSX.Element | null {
  const nome = useDebouncedValue(String(useFormValue(NOME) ?? '').trim(), DEBOUNCE_MS);
  const cpf = useDebouncedValue(String(useFormValue(CPF) ?? ''), DEBOUNCE_MS);
  const own = id ? { candidatoId: id } : {};
  const provider = useDataProvider();
  const duplicate = useLookup(/^\d{11}$/.test(cpf) ? { cpf, ...own } : undefined, (params, signal) => call(provider, 'GET /candidatos/valida-cpf', { params, signal, errorMode: 'none' }));
  const homonyms = useLookup(nome.length >= 3 ? { nome, ...own } : undefined, (params, signal) => call(provider, 'GET /candidatos/candidatos-homonimos', { params, signal, errorMode: 'none' }));
  if (!duplicate?.duplicado && !homonyms?.length) return null;
  return (
    <div className="rh-candidato-avisos" style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
      {duplicate?.duplicado && (
        <Callout intent={Intent.DANGER} title="CPF já cadastrado">
          O CPF {formatMasked('cpf', cpf)} já pertence ao candidato {duplicate.candidato?.nome}.
        </Callout>
      )}
      {homonyms?.length ? (
        <Callout intent={Intent.WARNING} title="Candidatos homônimos">
          Já existe{homonyms.length > 1 ? 'm' : ''} candidato{homonyms.length > 1 ? 's' : ''} com este nome:{' '}
          {homonyms.map((h) => (h.cpf ? `${h.nome} (CPF ${formatMasked('cpf', h.cpf)})` : h.nome)).join('; ')}.
        </Callout>
      ) : null}
    </div>
  );
}
