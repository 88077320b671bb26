/**
 * Utilitários › Backup: "Gerar backup" starts a dump of the whole database on the server
 * (POST /api/backup/gerar); the screen follows its progress (GET /api/backup, asked again every
 * second while it runs) and then lists it with the others — date, size, who made it — to
 * download (a plain link: the file streams to disk, never whole in the page's memory) or delete.
 */
import { AnchorButton, Button, Callout, H3, HTMLTable, Intent, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { REMOVED_MESSAGE, REMOVE_QUESTION } from '../../../engine/react/EntityListScreen';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { formatBytes } from '../../../engine/format/bytes';
import { formatDate } from '../../../engine/format/dates';
import type { BackupResumo } from '../../../modules/utilitario/backup/backup.api';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';

const POLL_MS = 1000;
/** The text of a row in line with its buttons. */
const MIDDLE = { verticalAlign: 'middle' } as const;

export function BackupScreen({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const [starting, setStarting] = useState(false);
  const { data, error, mutate } = useSWR('backup', () => call(provider, 'GET /backup'), {
    refreshInterval: (latest) => (latest?.tarefa?.status === 'EXECUTANDO' ? POLL_MS : 0),
  });
  const tarefa = data?.tarefa;
  const running = tarefa?.status === 'EXECUTANDO';
  // A new newest backup (or none left) changes the backup's system notice: ask for the notices again.
  const { mutate: revalidate } = useSWRConfig();
  const loaded = data !== undefined;
  const newest = data?.backups[0]?.id;
  useEffect(() => {
    if (loaded) void revalidate('avisos-sistema');
  }, [loaded, newest, revalidate]);

  const generate = async () => {
    setStarting(true);
    try {
      const started = await call(provider, 'POST /backup/gerar');
      await mutate((current) => current && { ...current, tarefa: started }, { revalidate: true });
    } finally {
      setStarting(false);
    }
  };

  const remove = async (backup: BackupResumo) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    await call(provider, 'DELETE /backup/{id}', { path: { id: backup.id } });
    toast.success(REMOVED_MESSAGE);
    await mutate();
  };

  let list: React.JSX.Element;
  if (error) list = <Callout intent={Intent.WARNING}>{error instanceof Error ? error.message : 'Erro'}</Callout>;
  else if (!data) list = <Spinner />;
  else if (!data.backups.length) list = <NonIdealState icon="database" title="Nenhum backup guardado." />;
  else {
    list = (
      <HTMLTable striped className="rh-backup-table" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>Data</th>
            <th>Tamanho</th>
            <th>Gerado por</th>
            <th aria-label="Ações" />
          </tr>
        </thead>
        <tbody>
          {data.backups.map((backup) => (
            <tr key={backup.id}>
              <td data-label="Data" style={MIDDLE}>
                {formatDate(backup.criadoEm)}
              </td>
              <td data-label="Tamanho" style={MIDDLE}>
                {formatBytes(backup.tamanho)}
              </td>
              <td data-label="Gerado por" style={MIDDLE}>
                {backup.usuarioNome}
              </td>
              <td className="rh-actions-cell" style={{ ...MIDDLE, whiteSpace: 'nowrap', textAlign: 'right' }}>
                <AnchorButton variant="minimal" icon="download" text="Baixar" href={`/api/backup/${encodeURIComponent(backup.id)}`} download={`${backup.id}.json.gz`} />
                <Button variant="minimal" icon="trash" intent={Intent.DANGER} aria-label={`Excluir o backup de ${formatDate(backup.criadoEm)}`} title="Excluir" onClick={() => void remove(backup)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }

  return (
    <section className="rh-backup" style={{ maxWidth: 960 }}>
      <H3>{screen.label}</H3>
      <p>
        O backup é uma cópia compactada de todo o banco de dados — todas as empresas, os cadastros de referência e os usuários — guardada no servidor. Para
        restaurá-lo numa instalação nova, veja "Backup e restauração" no README.
      </p>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, margin: '16px 0', flexWrap: 'wrap' }}>
        <Button intent={Intent.PRIMARY} icon="database" text="Gerar backup" loading={starting} disabled={running} onClick={() => void generate()} />
        {running && (
          <div role="status" style={{ flex: '1 1 240px', display: 'flex', alignItems: 'center', gap: 12 }}>
            <span style={{ whiteSpace: 'nowrap' }}>Gerando backup… {tarefa.progresso}%</span>
            <ProgressBar intent={Intent.PRIMARY} value={tarefa.progresso / 100} />
          </div>
        )}
        {tarefa?.status === 'ERRO' && (
          <Callout intent={Intent.DANGER} style={{ flex: '1 1 240px' }}>
            {tarefa.mensagem}
          </Callout>
        )}
      </div>
      {list}
    </section>
  );
}
