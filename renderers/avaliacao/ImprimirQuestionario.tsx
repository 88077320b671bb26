/**
 * "Imprimir" of an answered questionnaire: the two options of the spec (agrupar por aspecto,
 * modo econômico) in a popover, then the PDF downloaded.
 */
import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useDataProvider } from '../../engine/react/data-provider';
import { saveDownload } from '../../engine/react/report-job';

export function ImprimirQuestionario({ id, small }: { id: number; small?: boolean }): React.JSX.Element {
  const provider = useDataProvider();
  const [agruparPorAspecto, setAgrupar] = useState(true);
  const [modoEconomico, setEconomico] = useState(false);
  const [gerando, setGerando] = useState(false);
  const gerar = async () => {
    setGerando(true);
    try {
      saveDownload(await provider.download(`/colaboradores-questionarios/${id}/pdf`, { params: { agruparPorAspecto, modoEconomico } }));
    } finally {
      setGerando(false);
    }
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div style={{ padding: 12 }}>
          <Checkbox label="Agrupar por aspecto" checked={agruparPorAspecto} onChange={(e) => setAgrupar(e.currentTarget.checked)} />
          <Checkbox label="Modo econômico" checked={modoEconomico} onChange={(e) => setEconomico(e.currentTarget.checked)} />
          <Button intent="primary" icon="document" text="Gerar PDF" loading={gerando} onClick={() => void gerar()} />
        </div>
      }
    >
      <Button icon="print" text="Imprimir" small={small} />
    </PopoverNext>
  );
}
