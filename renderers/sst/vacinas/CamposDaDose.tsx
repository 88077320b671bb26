/**
 * The dose's fields of "Registrar dose" and of the vaccination in batch: vaccine, date and lot,
 * each with the server's message under it ("Vacina é obrigatória", "Data da realização é
 * obrigatória", "Lote é obrigatório").
 */
import { FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { ErrosDeCampo } from './erros';
import { DateInput } from '../../theme/components/DateInput';

export interface Dose {
  vacinaId: string;
  dataRealizacao: string;
  lote: string;
}

export const DOSE_VAZIA: Dose = { vacinaId: '', dataRealizacao: '', lote: '' };

/** The body the calls take: empty fields left out, so the server names what is missing. */
export function corpoDaDose(dose: Dose): Record<string, unknown> {
  return {
    ...(dose.vacinaId && { vacinaId: Number(dose.vacinaId) }),
    ...(dose.dataRealizacao && { dataRealizacao: dose.dataRealizacao }),
    ...(dose.lote.trim() && { lote: dose.lote.trim() }),
  };
}

const campo = (erros: ErrosDeCampo, nome: string) => ({ intent: erros[nome] ? Intent.DANGER : Intent.NONE, helperText: erros[nome] });

export function CamposDaDose({ dose, onChange, erros, prefixo }: { dose: Dose; onChange: (dose: Dose) => void; erros: ErrosDeCampo; prefixo: string }): React.JSX.Element {
  const provider = useDataProvider();
  const { data: vacinas } = useSWR(['opcoes', 'vacinas'], () => provider.getOptions('vacinas'));
  return (
    <div className="rh-vacina-campos">
      <FormGroup label="Vacina" labelFor={`${prefixo}-vacina`} {...campo(erros, 'vacinaId')}>
        <HTMLSelect
          id={`${prefixo}-vacina`}
          fill
          value={dose.vacinaId}
          onChange={(e) => onChange({ ...dose, vacinaId: e.currentTarget.value })}
          options={[{ value: '', label: 'Selecione…' }, ...(vacinas ?? []).map((v) => ({ value: String(v.id), label: String(v.nome ?? v.id) }))]}
        />
      </FormGroup>
      <FormGroup label="Data da realização" labelFor={`${prefixo}-data`} {...campo(erros, 'dataRealizacao')}>
        <DateInput id={`${prefixo}-data`} value={dose.dataRealizacao} onChange={(valor) => onChange({ ...dose, dataRealizacao: typeof valor === 'string' ? valor : '' })} />
      </FormGroup>
      <FormGroup label="Lote" labelFor={`${prefixo}-lote`} {...campo(erros, 'lote')}>
        <InputGroup id={`${prefixo}-lote`} maxLength={30} value={dose.lote} onValueChange={(lote) => onChange({ ...dose, lote })} />
      </FormGroup>
    </div>
  );
}
