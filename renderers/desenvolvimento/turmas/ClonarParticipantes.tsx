/** "Clonar de outras turmas": the active participants of the classes ticked join this one (those already in are skipped). */
import { Button, Checkbox, Classes, Dialog, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { InclusaoNaTurma } from '../../../modules/desenvolvimento/turmas/turmas.api';

export function ClonarParticipantes({ turmaId, onClose, onDone }: { turmaId: number; onClose: () => void; onDone: (resultado: InclusaoNaTurma) => void }): React.JSX.Element {
  const provider = useDataProvider();
  const [busca, setBusca] = useState('');
  const [marcadas, setMarcadas] = useState<Set<number>>(new Set());
  const [enviando, setEnviando] = useState(false);
  const { data: turmas } = useSWR(['opcoes', 'turmas'], () => provider.getOptions('turmas'));
  const outras = (turmas ?? []).filter((t) => Number(t.id) !== turmaId && String(t.descricao ?? '').toLowerCase().includes(busca.toLowerCase()));

  const marcar = (id: number, marcada: boolean) => {
    const proximas = new Set(marcadas);
    if (marcada) proximas.add(id);
    else proximas.delete(id);
    setMarcadas(proximas);
  };

  const clonar = async () => {
    setEnviando(true);
    try {
      onDone(await call(provider, 'POST /turmas/{id}/clona-colaboradores', { path: { id: turmaId }, body: { turmaIds: [...marcadas] } }));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog isOpen title="Clonar participantes de outras turmas" onClose={onClose} style={{ width: 560, maxWidth: '95vw' }}>
      <div className={Classes.DIALOG_BODY}>
        <InputGroup leftIcon="search" placeholder="Filtrar turmas pela descrição" value={busca} onChange={(e) => setBusca(e.currentTarget.value)} />
        <div className="rh-turma-lista-turmas">
          {!turmas ? (
            <Spinner size={24} />
          ) : outras.length === 0 ? (
            <NonIdealState icon="search" description="Nenhuma outra turma encontrada." />
          ) : (
            outras.map((t) => (
              <Checkbox key={t.id} label={String(t.descricao ?? t.id)} checked={marcadas.has(Number(t.id))} onChange={(e) => marcar(Number(t.id), e.currentTarget.checked)} />
            ))
          )}
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="duplicate" text="Clonar participantes" loading={enviando} disabled={marcadas.size === 0} onClick={() => void clonar()} />
        </div>
      </div>
    </Dialog>
  );
}
