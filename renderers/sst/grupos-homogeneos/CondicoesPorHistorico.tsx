/**
 * A saved homogeneous group's form shows, under each of its history rows, that row's environmental
 * conditions (risk items) — records owned by a record that is itself owned, which the generic form
 * does not nest: each row gets the generic owned-records table and dialog, titled by its date,
 * newest first. The rows are read under the same key as the group's history section, so adding
 * or removing a row there redraws these.
 */
import useSWR from 'swr';
import { formatDate } from '../../../engine/format/dates';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useEntities } from '../../../engine/react/entities-context';
import { OwnedRecords } from '../../../engine/react/OwnedRecords';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

interface Historico {
  id: number;
  data: string;
}

export function CondicoesPorHistorico({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const entities = useEntities();
  const grupo = entities.find((e) => e.name === 'grupoHomogeneo');
  const historico = entities.find((e) => e.name === 'historicoGrupoHomogeneo');
  const condicao = entities.find((e) => e.name === 'condicaoAmbiental');
  const path = id === undefined || !grupo || !historico ? null : `/${grupo.resource}/${id}/${historico.resource}`;
  const { data: historicos } = useSWR(path, (key: string) => provider.request<Historico[]>('GET', key));
  if (!historicos?.length || !historico || !condicao || !grupo) return null;
  return (
    <div className="rh-condicoes-por-historico">
      {[...historicos]
        .sort((a, b) => b.data.localeCompare(a.data))
        .map((linha) => (
          <OwnedRecords
            key={linha.id}
            owner={historico}
            ownerId={String(linha.id)}
            child={{ ...condicao, labelPlural: `${condicao.labelPlural} a partir de ${formatDate(linha.data)}` }}
            editable={grupo.can.write}
            onChanged={() => undefined}
          />
        ))}
    </div>
  );
}
