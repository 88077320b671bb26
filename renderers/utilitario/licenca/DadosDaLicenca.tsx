/** The licence's data (spec §2: razão social, CPF/CNPJ masked, local, expedido em, expira em, nº série), titled by its declaration. */
import { formatMasked } from '../../../engine/format/masks';
import type { LicencaInfo } from '../../../modules/utilitario/licenca/licenca.api';

const dataBr = (data: string | undefined) => (data ? data.split('-').reverse().join('/') : '—');
const documento = (valor: string | null | undefined) => (valor ? formatMasked('cpfCnpj', valor) : '—');

export function DadosDaLicenca({ info, onRetificar }: { info: LicencaInfo; onRetificar: React.ReactNode }): React.JSX.Element {
  const { licenca, titulos } = info;
  const linhas: [string, React.ReactNode][] = [
    [titulos.razaoSocial!, licenca?.razaoSocial || '—'],
    [titulos.cnpj!, documento(licenca?.cnpj)],
    [titulos.local!, licenca?.local || '—'],
    [titulos.dataExpedicao!, dataBr(licenca?.dataExpedicao)],
    [titulos.dataExpiracao!, dataBr(licenca?.dataExpiracao)],
    [titulos.nrSerie!, licenca?.nrSerie || '—'],
    [
      titulos.cnpjInstalacao!,
      <span key="cnpj" className="rh-autenticador-retificar">
        <span data-testid="cnpj-instalacao">{documento(info.cnpjInstalacao)}</span>
        {onRetificar}
      </span>,
    ],
    ['Instalação', <code key="instalacao">{info.instalacao}</code>],
  ];
  return (
    <dl className="rh-autenticador-dados">
      {linhas.map(([rotulo, valor]) => (
        <div key={rotulo}>
          <dt>{rotulo}</dt>
          <dd>{valor}</dd>
        </div>
      ))}
    </dl>
  );
}
