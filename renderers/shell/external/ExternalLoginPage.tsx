import { Card, H3, NonIdealState } from '@blueprintjs/core';

/** /externo/login: placeholder until the candidate portal issue. */
export function ExternalLoginPage(): React.JSX.Element {
  return (
    <Card className="rh-standalone-card">
      <H3>Portal do Candidato</H3>
      <NonIdealState icon="person" description="O acesso de candidatos estará disponível em breve." />
    </Card>
  );
}
