/** A saved course's form shows how many classes it has (a course with classes is a course in use). */
import { Callout } from '@blueprintjs/core';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { FormExtensionProps } from '../../../engine/react/shell-kit';

export function TurmasDoCurso({ id }: FormExtensionProps): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data } = useSWR(id === undefined ? null : ['turmas-do-curso', id], () => provider.getList('turmas', { page: 0, size: 1, filters: { cursoId: id }, fields: ['descricao'] }));
  if (id === undefined || !data) return null;
  const total = data.totalElements;
  return (
    <Callout icon="people" compact style={{ marginBottom: 16 }} className="rh-turmas-do-curso">
      {total === 0 ? 'Este curso ainda não tem turmas.' : total === 1 ? 'Este curso tem 1 turma.' : `Este curso tem ${total} turmas.`}
    </Callout>
  );
}
