/**
 * The `colunas` field of the dynamic talent report (schemas/gestao-talentos/relatorios/
 * talento-dinamico.json), drawn by the module: the user's saved layouts above (open one, save
 * the chosen columns under a title, remove one) and the column picker. The value stays the
 * field's, so the report's own validation and generation apply as to any declared report.
 */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useShellKit } from '../../../engine/react/shell-kit';
import type { LayoutRelatorioDinamico } from '../../../modules/gestao-talentos/relatorio-dinamico/relatorio-dinamico.api';
import { SeletorDeColunas } from './SeletorDeColunas';

const NENHUM = '';

export function ColunasDinamicasWidget({ id, value, schema, disabled, readonly, onChange }: WidgetProps): React.JSX.Element {
  const provider = useDataProvider();
  const { toast, confirm } = useShellKit();
  const { data: colunas = [] } = useSWR('relatorio-dinamico-colunas', () => call(provider, 'GET /relatorios/talento-dinamico/colunas'));
  const { data: layouts = [], mutate } = useSWR('relatorio-dinamico-layouts', () => call(provider, 'GET /relatorios/talento-dinamico/config-relatorio-dinamico'));
  const [aberto, setAberto] = useState<LayoutRelatorioDinamico>();
  const [salvando, setSalvando] = useState<string>();
  const escolhidas = Array.isArray(value) ? (value as string[]) : [];
  const mudar = (lista: string[]) => onChange(lista.length ? lista : undefined);

  const abrir = (layoutId: string) => {
    const layout = layouts.find((l) => String(l.id) === layoutId);
    setAberto(layout);
    // A column no longer offered (a field the company hid since) is left out.
    if (layout) mudar(layout.colunasDinamicas.filter((chave) => colunas.some((c) => c.chave === chave)));
  };
  const salvar = async (titulo: string) => {
    const salvo = await call(provider, 'PUT /relatorios/talento-dinamico/config-relatorio-dinamico', { body: { titulo, colunasDinamicas: escolhidas } });
    await mutate();
    setAberto(salvo);
    setSalvando(undefined);
    toast.success('Layout salvo com sucesso.');
  };
  const excluir = async (layout: LayoutRelatorioDinamico) => {
    if (!(await confirm({ message: 'Confirma exclusão?' }))) return;
    await call(provider, 'DELETE /relatorios/talento-dinamico/config-relatorio-dinamico/{id}', { path: { id: layout.id } });
    await mutate();
    setAberto(undefined);
    toast.success('Layout excluído com sucesso.');
  };

  const bloqueado = disabled || readonly;
  return (
    <div>
      <div className="rh-layouts-relatorio">
        <HTMLSelect aria-label="Layouts salvos" value={aberto ? String(aberto.id) : NENHUM} disabled={bloqueado || !layouts.length} onChange={(event) => abrir(event.currentTarget.value)}>
          <option value={NENHUM}>{layouts.length ? 'Abrir um layout salvo' : 'Nenhum layout salvo'}</option>
          {layouts.map((layout) => (
            <option key={layout.id} value={layout.id}>
              {layout.titulo}
            </option>
          ))}
        </HTMLSelect>
        <Button icon="floppy-disk" text="Salvar layout" disabled={bloqueado || !escolhidas.length} onClick={() => setSalvando(aberto?.titulo ?? '')} />
        {aberto ? <Button icon="trash" text="Excluir layout" disabled={bloqueado} onClick={() => void excluir(aberto)} /> : null}
      </div>
      <SeletorDeColunas id={id} colunas={colunas} escolhidas={escolhidas} limite={typeof schema.maxItems === 'number' ? schema.maxItems : undefined} disabled={bloqueado} onChange={mudar} />
      {salvando !== undefined ? <SalvarLayout titulo={salvando} onSave={salvar} onClose={() => setSalvando(undefined)} /> : null}
    </div>
  );
}

/** Names the layout; a title the user already saved is replaced by this one. */
function SalvarLayout({ titulo, onSave, onClose }: { titulo: string; onSave: (titulo: string) => Promise<void>; onClose: () => void }): React.JSX.Element {
  const [texto, setTexto] = useState(titulo);
  const [enviando, setEnviando] = useState(false);
  const enviar = async () => {
    setEnviando(true);
    // The provider shows a refusal; the dialog stays open to fix the title.
    await onSave(texto.trim()).catch(() => undefined);
    setEnviando(false);
  };
  return (
    <Dialog isOpen title="Salvar layout" onClose={onClose} style={{ width: 420 }}>
      <DialogBody>
        <FormGroup label="Título do layout" labelFor="layout-titulo" helperText="Um layout já salvo com este título é substituído.">
          <InputGroup id="layout-titulo" value={texto} maxLength={100} autoFocus onValueChange={setTexto} onKeyDown={(event) => event.key === 'Enter' && texto.trim() && void enviar()} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Salvar layout" loading={enviando} disabled={!texto.trim()} onClick={() => void enviar()} />
          </>
        }
      />
    </Dialog>
  );
}
