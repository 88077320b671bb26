/**
 * Editing the Nine Box's configuration in force for the evaluation (or making the first, from
 * today): the four limits (two digits, above 0) and each box's title (up to 24 characters) and
 * description, in the grid's layout. Empty limits are named at once, and the server's refusals
 * of the limits (§5) come in an "Alerta" dialog as well as under the inputs.
 */
import { Alert, Button, Card, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import { today } from '../../../engine/validation/brazilian';
import { boxesNaTela } from '../../../modules/avaliacao/ninebox/classificar';
import { camposObrigatorios, LIMITES, type Limite } from '../../../modules/avaliacao/ninebox/limites';
import type { GraficoNineBox } from '../../../modules/avaliacao/ninebox/ninebox.api';
import { presentApiError } from '../../shell/present-api-error';
import { useSessionMeta } from '../../shell/routes/use-session-meta';
import { toast } from '../../shell/toaster';

type Boxes = Record<number, { nomeclatura: string; descricao: string }>;

export function EditorDoNineBox({ grafico, onSalvo }: { grafico: GraficoNineBox; onSalvo: () => void }): React.JSX.Element {
  const provider = useDataProvider();
  const { configuracao } = grafico;
  // The limits' names are the declaration's titles.
  const { items: entidades } = useSessionMeta('GET /meta/entities');
  const propriedades = entidades.find((e) => e.name === 'nineBox')?.schema.properties as Record<string, { title?: string }> | undefined;
  const titulo = (campo: Limite) => propriedades?.[campo]?.title ?? campo;
  const [limites, setLimites] = useState<Record<Limite, string>>(() => Object.fromEntries(LIMITES.map((campo) => [campo, String(configuracao[campo])])) as Record<Limite, string>);
  const [boxes, setBoxes] = useState<Boxes>(() => Object.fromEntries(grafico.boxes.map((b) => [b.numero, { nomeclatura: b.nomeclatura, descricao: b.descricao }])));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [alerta, setAlerta] = useState<string[]>([]);
  const [salvando, setSalvando] = useState(false);

  const salvar = async () => {
    const vazios = camposObrigatorios(LIMITES.filter((campo) => !limites[campo]).map(titulo));
    if (vazios) return setAlerta([vazios]);
    const corpo = {
      ...Object.fromEntries(LIMITES.map((campo) => [campo, Number(limites[campo])])),
      ...Object.fromEntries(Object.entries(boxes).map(([n, box]) => [`box${n}`, box])),
    };
    setSalvando(true);
    try {
      if (configuracao.id) {
        const atual = await provider.getOne<Record<string, unknown>>('ninebox', configuracao.id);
        await provider.update('ninebox', configuracao.id, { ...atual, ...corpo }, { errorMode: 'none' });
      } else await provider.create('ninebox', { data: today(), ...corpo }, { errorMode: 'none' });
      setErros({});
      toast.success('Configuração do Nine Box salva.');
      onSalvo();
    } catch (failure) {
      if (!(failure instanceof ApiRequestError) || !failure.body.fields?.length) throw failure;
      const fields = failure.body.fields;
      setErros(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      const deLimites = fields.filter((f) => (LIMITES as readonly string[]).includes(f.field)).map((f) => f.message);
      if (deLimites.length) setAlerta(deLimites);
      else presentApiError(failure, 'messages');
    } finally {
      setSalvando(false);
    }
  };

  return (
    <div className="rh-ninebox-editor">
      <Card compact style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }}>
        {LIMITES.map((campo) => (
          <FormGroup key={campo} label={`${titulo(campo)} (%)`} labelFor={`ninebox-${campo}`} intent={erros[campo] ? Intent.DANGER : Intent.NONE} helperText={erros[campo]} style={{ marginBottom: 0, maxWidth: 220 }}>
            <InputGroup
              id={`ninebox-${campo}`}
              className="rh-ninebox-limite"
              inputMode="numeric"
              maxLength={2}
              value={limites[campo]}
              intent={erros[campo] ? Intent.DANGER : Intent.NONE}
              // Digits only, two at most, above 0 (spec §5).
              onChange={(e) => setLimites({ ...limites, [campo]: e.currentTarget.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 2) })}
            />
          </FormGroup>
        ))}
      </Card>
      <div className="rh-ninebox-grade">
        {boxesNaTela(grafico.eixoInvertido)
          .flat()
          .map((numero) => {
            const box = boxes[numero]!;
            const mudar = (parte: Partial<Boxes[number]>) => setBoxes({ ...boxes, [numero]: { ...box, ...parte } });
            return (
              <Card key={numero} compact data-box={numero}>
                <FormGroup label={`Box ${numero} — título`} labelFor={`ninebox-box${numero}-nomeclatura`} intent={erros[`box${numero}.nomeclatura`] ? Intent.DANGER : Intent.NONE} helperText={erros[`box${numero}.nomeclatura`]}>
                  <InputGroup id={`ninebox-box${numero}-nomeclatura`} maxLength={24} value={box.nomeclatura} onChange={(e) => mudar({ nomeclatura: e.currentTarget.value })} />
                </FormGroup>
                <FormGroup label="Descrição" labelFor={`ninebox-box${numero}-descricao`} intent={erros[`box${numero}.descricao`] ? Intent.DANGER : Intent.NONE} helperText={erros[`box${numero}.descricao`]} style={{ marginBottom: 0 }}>
                  <TextArea id={`ninebox-box${numero}-descricao`} fill rows={4} maxLength={1000} value={box.descricao} onChange={(e) => mudar({ descricao: e.currentTarget.value })} />
                </FormGroup>
              </Card>
            );
          })}
      </div>
      <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Salvar configuração" loading={salvando} style={{ marginTop: 12 }} onClick={() => void salvar()} />
      <Alert isOpen={alerta.length > 0} confirmButtonText="OK" icon="warning-sign" intent={Intent.WARNING} onClose={() => setAlerta([])}>
        <h4 className="bp6-heading">Alerta</h4>
        {alerta.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </Alert>
    </div>
  );
}
