/**
 * Files attached to a record under its own calls (a candidate's documents, for HR and in the
 * portal; a class's documents): the list, an upload form (description, date, note, file),
 * download and removal after "Tem certeza que deseja remover?". `base` is the API path of the
 * list, internal or external; the server checks size, type and ownership. `origens` names the
 * `tipo` codes when the files have an origin worth a column (the candidate or HR). `classificacao`
 * adds what some owners keep of each file: its type (a reference to a register of types, active
 * ones offered) and its validity (a talent's documents).
 */
import { Button, Callout, FileInput, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { ApiRequestError, useDataProvider } from '../../engine/react/data-provider';
import { saveDownload } from '../../engine/react/report-job';
import { REMOVED_MESSAGE, REMOVE_QUESTION } from '../../engine/react/EntityListScreen';
import { confirm } from '../shell/confirm';
import { toast } from '../shell/toaster';
import { formatBytes } from '../../engine/format/bytes';
import { formatDate } from '../../engine/format/dates';
import { loadedMessage } from '../../engine/format/files';
import { today } from '../../engine/validation/brazilian';
import { DateInput } from '../theme/components/DateInput';

/** As listed: the file's name and size, not its bytes. */
interface DocumentoAnexo {
  id: number;
  descricao?: string | null;
  data?: string | null;
  tipo?: string | null;
  observacao?: string | null;
  arquivoNome?: string | null;
  arquivoTamanho?: number | null;
  validade?: string | null;
  [referencia: string]: unknown;
}

/** A file's type, chosen from a register (its `resource`, narrowed by its list `filters`: the active ones), sent as the reference `field`. */
export interface TipoDoAnexo {
  field: string;
  label: string;
  resource: string;
  filters?: Record<string, unknown>;
}

export interface ClassificacaoDoAnexo {
  tipo?: TipoDoAnexo;
  /** The file has a validity date (empty: it does not expire). */
  validade?: boolean;
}

type Opcao = { id: number | string; descricao?: string };

export function DocumentosAnexos({
  base,
  canWrite = true,
  origens,
  classificacao = {},
}: {
  base: string;
  canWrite?: boolean;
  origens?: Record<string, string>;
  classificacao?: ClassificacaoDoAnexo;
}): React.JSX.Element {
  const provider = useDataProvider();
  const { data: documentos, mutate } = useSWR(base, (path: string) => provider.request<DocumentoAnexo[]>('GET', path));
  const tipo = classificacao.tipo;
  const { data: tipos } = useSWR(tipo && canWrite ? ['tipos-do-anexo', tipo.resource] : null, () => provider.getOptions(tipo!.resource, tipo!.filters));
  const [tipoId, setTipoId] = useState('');
  const [validade, setValidade] = useState('');
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
    if (tipo && tipoId) form.append(tipo.field, tipoId);
    if (validade) form.append('validade', validade);
    if (observacao) form.append('observacao', observacao);
    if (file) form.append('arquivo', file, file.name);
    setSending(true);
    try {
      await provider.request('POST', base, { body: form, errorMode: 'none' });
      toast.success(loadedMessage(file!.name));
      setDescricao('');
      setObservacao('');
      setTipoId('');
      setValidade('');
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

  const remove = async (documento: DocumentoAnexo) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    await provider.request('DELETE', `${base}/${documento.id}`);
    toast.success(REMOVED_MESSAGE);
    await mutate();
  };

  const field = (name: string) => (errors[name] ? { intent: Intent.DANGER, helperText: errors[name] } : {});

  return (
    <div className="rh-documentos-anexos">
      {documentos && documentos.length === 0 && <Callout>Nenhum documento anexado.</Callout>}
      {documentos && documentos.length > 0 && (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              {tipo && <th>{tipo.label}</th>}
              <th>Descrição</th>
              <th>Data</th>
              {classificacao.validade && <th>Validade</th>}
              {origens && <th>Origem</th>}
              <th>Arquivo</th>
              <th>Observação</th>
              <th aria-label="Ações" />
            </tr>
          </thead>
          <tbody>
            {documentos.map((documento) => (
              <tr key={documento.id}>
                {tipo && <td data-label={tipo.label}>{(documento[tipo.field] as Opcao | null | undefined)?.descricao}</td>}
                <td data-label="Descrição">{documento.descricao}</td>
                <td data-label="Data">{formatDate(documento.data)}</td>
                {classificacao.validade && <td data-label="Validade">{formatDate(documento.validade)}</td>}
                {origens && <td data-label="Origem">{documento.tipo && origens[documento.tipo]}</td>}
                <td data-label="Arquivo">
                  {documento.arquivoNome} ({formatBytes(documento.arquivoTamanho ?? 0)})
                </td>
                <td data-label="Observação">{documento.observacao}</td>
                <td className="rh-actions-cell" style={{ whiteSpace: 'nowrap' }}>
                  <Button
                    variant="minimal"
                    icon="download"
                    aria-label={`Baixar ${documento.arquivoNome}`}
                    title="Baixar"
                    onClick={() => void provider.download(`${base}/${documento.id}/download`).then(saveDownload)}
                  />
                  {canWrite && <Button variant="minimal" icon="trash" intent={Intent.DANGER} aria-label={`Remover ${documento.descricao}`} title="Remover" onClick={() => void remove(documento)} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {canWrite && (
        <form
          style={{ marginTop: 16, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '0 16px' }}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {tipo && (
            <FormGroup label={tipo.label} labelFor="anexo-tipo" labelInfo="*" {...field(tipo.field)}>
              <HTMLSelect id="anexo-tipo" fill value={tipoId} onChange={(event) => setTipoId(event.target.value)}>
                <option value="">Selecione...</option>
                {tipos?.map((opcao) => (
                  <option key={opcao.id} value={opcao.id}>
                    {opcao.descricao}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
          <FormGroup label="Descrição" labelFor="anexo-descricao" labelInfo="*" {...field('descricao')}>
            <InputGroup id="anexo-descricao" value={descricao} maxLength={100} onValueChange={setDescricao} />
          </FormGroup>
          <FormGroup label="Data" labelFor="anexo-data" labelInfo="*" {...field('data')}>
            <DateInput id="anexo-data" value={data} onChange={(valor) => setData(typeof valor === 'string' ? valor : '')} />
          </FormGroup>
          {classificacao.validade && (
            <FormGroup label="Validade" labelFor="anexo-validade" {...field('validade')}>
              <DateInput id="anexo-validade" value={validade} onChange={(valor) => setValidade(typeof valor === 'string' ? valor : '')} />
            </FormGroup>
          )}
          <FormGroup label="Arquivo" labelFor="anexo-arquivo" labelInfo="*" {...field('arquivo')}>
            <FileInput
              fill
              text={file?.name ?? 'Selecione o arquivo...'}
              buttonText="Procurar"
              inputProps={{ id: 'anexo-arquivo', accept: '.pdf,.png,.jpg,.jpeg,.gif,.webp,.bmp,.doc,.docx,.odt,.txt' }}
              onInputChange={(event) => setFile((event.target as HTMLInputElement).files?.[0])}
            />
          </FormGroup>
          <FormGroup label="Observação" labelFor="anexo-observacao" style={{ gridColumn: '1 / -1' }} {...field('observacao')}>
            <TextArea id="anexo-observacao" fill value={observacao} maxLength={1000} onChange={(event) => setObservacao(event.target.value)} />
          </FormGroup>
          <div>
            <Button type="submit" intent={Intent.PRIMARY} icon="upload" text="Anexar" loading={sending} />
          </div>
        </form>
      )}
    </div>
  );
}
