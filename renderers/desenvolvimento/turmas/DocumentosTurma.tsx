/**
 * The files attached to a class (documentoTurma, its own calls under the class: not part of the
 * class's body, so kept apart from the form's save): the list with download and removal after
 * "Tem certeza que deseja remover?", and the upload form. The server checks size and type.
 */
import { Button, Callout, FileInput, FormGroup, HTMLTable, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { REMOVED_MESSAGE, REMOVE_QUESTION } from '../../../engine/react/EntityListScreen';
import { saveDownload } from '../../../engine/react/report-job';
import { formatBytes } from '../../../engine/format/bytes';
import { formatDate } from '../../../engine/format/dates';
import { loadedMessage } from '../../../engine/format/files';
import { today } from '../../../engine/validation/brazilian';
import type { DocumentoTurmaRegistro } from '../../../generated/entities';
import { confirm } from '../../shell/confirm';
import { toast } from '../../shell/toaster';

export function DocumentosTurma({ turmaId }: { turmaId: string }): React.JSX.Element {
  const base = `/turmas/${turmaId}/documentos`;
  const provider = useDataProvider();
  const { data: documentos, mutate } = useSWR(base, (path: string) => provider.request<DocumentoTurmaRegistro[]>('GET', path));
  const [descricao, setDescricao] = useState('');
  const [data, setData] = useState(today);
  const [observacao, setObservacao] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const send = async () => {
    const form = new FormData();
    form.append('descricao', descricao);
    form.append('data', data);
    if (observacao) form.append('observacao', observacao);
    if (file) form.append('arquivo', file, file.name);
    setSending(true);
    try {
      await provider.request('POST', base, { body: form, errorMode: 'none' });
      toast.success(loadedMessage(file!.name));
      setDescricao('');
      setObservacao('');
      setFile(undefined);
      setErrors({});
      await mutate();
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.fields?.length) setErrors(Object.fromEntries(error.body.fields.map((f) => [f.field, f.message])));
      else toast.error(error instanceof ApiRequestError ? error.body.message : 'Não foi possível enviar o arquivo.');
    } finally {
      setSending(false);
    }
  };

  const remove = async (documento: DocumentoTurmaRegistro) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    await provider.request('DELETE', `${base}/${documento.id}`);
    toast.success(REMOVED_MESSAGE);
    await mutate();
  };

  const field = (name: string) => (errors[name] ? { intent: Intent.DANGER, helperText: errors[name] } : {});

  return (
    <div className="rh-documentos-turma">
      {documentos && documentos.length === 0 && <Callout>Nenhum documento anexado.</Callout>}
      {documentos && documentos.length > 0 && (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Descrição</th>
              <th>Data</th>
              <th>Arquivo</th>
              <th>Observação</th>
              <th aria-label="Ações" />
            </tr>
          </thead>
          <tbody>
            {documentos.map((documento) => (
              <tr key={documento.id}>
                <td>{documento.descricao}</td>
                <td>{formatDate(documento.data)}</td>
                <td>
                  {documento.arquivoNome} ({formatBytes(documento.arquivoTamanho ?? 0)})
                </td>
                <td>{documento.observacao}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <Button variant="minimal" icon="download" aria-label={`Baixar ${documento.arquivoNome}`} title="Baixar" onClick={() => void provider.download(`${base}/${documento.id}/download`).then(saveDownload)} />
                  <Button variant="minimal" icon="trash" intent={Intent.DANGER} aria-label={`Remover ${documento.descricao}`} title="Remover" onClick={() => void remove(documento)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <form
        style={{ marginTop: 16, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '0 16px' }}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormGroup label="Descrição" labelFor="documento-turma-descricao" labelInfo="*" {...field('descricao')}>
          <InputGroup id="documento-turma-descricao" value={descricao} maxLength={100} onValueChange={setDescricao} />
        </FormGroup>
        <FormGroup label="Data" labelFor="documento-turma-data" labelInfo="*" {...field('data')}>
          <InputGroup id="documento-turma-data" type="date" value={data} onValueChange={setData} />
        </FormGroup>
        <FormGroup label="Arquivo" labelFor="documento-turma-arquivo" labelInfo="*" {...field('arquivo')}>
          <FileInput
            fill
            text={file?.name ?? 'Selecione o arquivo...'}
            buttonText="Procurar"
            inputProps={{ id: 'documento-turma-arquivo', accept: '.pdf,.png,.jpg,.jpeg,.gif,.webp,.bmp,.doc,.docx,.odt,.txt' }}
            onInputChange={(event) => setFile((event.target as HTMLInputElement).files?.[0])}
          />
        </FormGroup>
        <FormGroup label="Observação" labelFor="documento-turma-observacao" style={{ gridColumn: '1 / -1' }} {...field('observacao')}>
          <TextArea id="documento-turma-observacao" fill value={observacao} maxLength={1000} onChange={(event) => setObservacao(event.target.value)} />
        </FormGroup>
        <div>
          <Button type="submit" intent={Intent.PRIMARY} icon="upload" text="Anexar" loading={sending} />
        </div>
      </form>
    </div>
  );
}
