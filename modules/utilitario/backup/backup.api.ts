/** What the backup screen reads (OpenAPI components, `npm run gen`). */

/** A backup made and kept on the server. */
export interface BackupResumo {
  /** Also the file's name, without `.json.gz`. */
  id: string;
  /** When it was made (ISO 8601). */
  criadoEm: string;
  /** Size of the compressed file, in bytes. */
  tamanho: number;
  /** Who made it. */
  usuarioNome: string;
}

/** The backup being made, or the last one made since the server started. */
export interface BackupTarefa {
  id: string;
  status: 'EXECUTANDO' | 'CONCLUIDO' | 'ERRO';
  /** 0 to 100, by tables and rows written. */
  progresso: number;
  mensagem?: string;
}

/** GET /api/backup: the backups kept, newest first, and the current or last generation. */
export interface BackupLista {
  backups: BackupResumo[];
  tarefa: BackupTarefa | null;
}
