/**
 * An address group with a postal-code look-up (spec §5 "Address lookup only for an 8-digit
 * postal code"): the group renders as any other, and when its CEP field reaches 8 digits the
 * server's `GET /api/cep/{cep}` fills the other fields. No answer or a failure: nothing happens
 * and the user types the address (no error shown). No service at all (`GET /api/cep/configuracao`):
 * the CEP says so quietly in its help and nothing is asked. The group may be a whole form whose
 * root holds the address (the establishment's).
 */
import type { FieldProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../../engine/react/data-provider';
import { call } from '../../engine/react/api-client';

type Group = Record<string, unknown>;

export const CEP_NAO_CONFIGURADO = 'Consulta de CEP não configurada';

export function AddressField(props: FieldProps): React.JSX.Element {
  const { registry, uiSchema, onChange, fieldPathId, formData } = props;
  const provider = useDataProvider();
  const cepField = String(uiSchema?.['ui:options']?.cepField ?? 'cep');
  const latest = useRef<Group>({});
  useEffect(() => {
    latest.current = (formData ?? {}) as Group;
  }, [formData]);
  const { data: consulta } = useSWR('cep-configuracao', () => call(provider, 'GET /cep/configuracao', { errorMode: 'none' }).catch(() => ({ configurada: false })), {
    revalidateOnFocus: false,
  });
  const configurada = consulta?.configurada === true;
  const pending = useRef<AbortController>(undefined);
  useEffect(() => () => pending.current?.abort(), []);

  const lookUp = useCallback(
    (cep: string) => {
      pending.current?.abort();
      const abort = (pending.current = new AbortController());
      call(provider, 'GET /cep/{cep}', { path: { cep }, errorMode: 'none', signal: abort.signal }).then(
        (found) => {
          // Only if the user has not typed another CEP meanwhile.
          if (abort.signal.aborted || latest.current[cepField] !== cep) return;
          onChange({ ...latest.current, ...found, [cepField]: cep }, fieldPathId.path);
        },
        () => undefined,
      );
    },
    [provider, onChange, fieldPathId.path, cepField],
  );

  const onGroupChange = useCallback<FieldProps['onChange']>(
    (value, path, ...rest) => {
      onChange(value, path, ...rest);
      const changed = path[path.length - 1];
      if (configurada && changed === cepField && typeof value === 'string' && /^\d{8}$/.test(value) && value !== latest.current[cepField]) lookUp(value);
    },
    [onChange, cepField, lookUp, configurada],
  );

  const ObjectField = registry.fields.ObjectField!;
  const ownUi = useMemo(() => {
    const { 'ui:field': _field, ...rest } = uiSchema ?? {};
    if (!consulta || configurada) return rest;
    return { ...rest, [cepField]: { ...(rest[cepField] as object | undefined), 'ui:help': CEP_NAO_CONFIGURADO } };
  }, [uiSchema, consulta, configurada, cepField]);
  return <ObjectField {...props} uiSchema={ownUi} onChange={onGroupChange} />;
}
