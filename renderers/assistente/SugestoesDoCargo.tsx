/**
 * The assistant on the cargo form: from the cargo's name (and, when known, the cargo itself for
 * its CBO and its first area) it suggests the fields of `CAMPOS_CARGO`, listed by their declared titles.
 */
import { useEntities } from '../../engine/react/entities-context';
import { useFormValue } from '../../engine/react/form-values';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { PainelSugestoes } from './PainelSugestoes';
import { useAssistentePermitido } from './use-assistente';

const comoEsta = (valores: Record<string, unknown>) => valores;

export function SugestoesDoCargo({ id, fill }: FormExtensionProps): React.JSX.Element | null {
  const permitido = useAssistentePermitido();
  const nome = useFormValue(['nome']);
  const areas = useFormValue(['areasOrganizacionaisIds']);
  const cargo = useEntities().find((e) => e.name === 'cargo');
  if (!permitido || !fill || !cargo) return null;

  const titulos = cargo.schema.properties as Record<string, { title?: string }>;
  const digitado = typeof nome === 'string' ? nome.trim() : '';
  const area = Array.isArray(areas) && typeof areas[0] === 'number' ? areas[0] : undefined;
  const pedido = digitado ? { nome: digitado, ...(id ? { cargoId: Number(id) } : {}), ...(area ? { areaId: area } : {}) } : undefined;
  return (
    <PainelSugestoes
      formulario="cargo"
      pedido={pedido}
      falta="Preencha o nome do cargo para receber sugestões."
      itens={(valores) => Object.entries(valores).map(([campo, texto]) => ({ titulo: titulos[campo]?.title ?? campo, texto: String(texto) }))}
      valoresDoFormulario={comoEsta}
      fill={fill}
    />
  );
}
