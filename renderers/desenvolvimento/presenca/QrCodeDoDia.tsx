/** "QR code do dia": the code of today's signed link, drawn by the server, and the link itself to copy; valid until the day ends. */
import { Callout, Classes, Dialog, DialogBody, Intent, Spinner } from '@blueprintjs/core';
import useSWR from 'swr';
import { formatDate } from '../../../engine/format/dates';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';

export function QrCodeDoDia({ turmaId, dia, onClose }: { turmaId: number; dia: string; onClose: () => void }): React.JSX.Element {
  const provider = useDataProvider();
  const { data, error } = useSWR(['turma-qr', turmaId, dia], () => call(provider, 'GET /dias-turmas/qr-code-presenca', { params: { turmaId, dia }, errorMode: 'none' }));
  return (
    <Dialog isOpen onClose={onClose} title={`QR code do dia ${formatDate(dia)}`}>
      <DialogBody>
        {error ? <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout> : null}
        {!data && !error ? <Spinner /> : null}
        {data ? (
          <div className="rh-presenca-qr">
            <img alt={`QR code de presença do dia ${formatDate(dia)}`} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.svg)}`} />
            <p>Os participantes leem o código com o celular e confirmam a presença com CPF e data de nascimento. Vale até o fim do dia.</p>
            <a className={`rh-presenca-link ${Classes.TEXT_MUTED}`} href={data.link} target="_blank" rel="noreferrer">
              {data.link}
            </a>
          </div>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}
