import { Icon, Intent } from '@blueprintjs/core';
import type { ParametrosDoSistema } from '../../../engine/api-types';

const LABEL: Record<ParametrosDoSistema['statusColabore'], string> = {
  Ativo: 'Ativa',
  Inativo: 'Inativa',
  NaoAutenticado: 'Não autenticada',
  EmpresaDesintegrada: 'Empresa desintegrada',
  Homologacao: 'Em homologação',
  SemChavePrivada: 'Sem chave privada',
};

const INTENT: Partial<Record<ParametrosDoSistema['statusColabore'], Intent>> = {
  Ativo: Intent.SUCCESS,
  Homologacao: Intent.WARNING,
  SemChavePrivada: Intent.DANGER,
  EmpresaDesintegrada: Intent.DANGER,
};

/** Mobile-integration (Colabore) status beside the company name (spec §2.5). */
export function ColaboreStatusIcon({ status }: { status: ParametrosDoSistema['statusColabore'] }): React.JSX.Element {
  const text = `Integração mobile: ${LABEL[status] ?? status}`;
  return (
    <Icon icon="mobile-phone" intent={INTENT[status] ?? Intent.NONE} aria-label={text} title={text} />
  );
}
