import { AnchorButton, Button, Collapse, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { supportLinks } from '../support-links';
import { toast } from '../toaster';
import { ErrorDetails } from './ErrorDetails';
import { lastError } from './error-report';
import { HomeButton } from './HomeButton';

/** Sends the report by e-mail when a support address is set, else copies it for the user to send. */
function ReportButton({ report }: { report: string }): React.JSX.Element {
  const body = `Página: ${window.location.href}\nNavegador: ${navigator.userAgent}\n\n${report}`;
  if (supportLinks.emailSuporte) {
    const href = `mailto:${supportLinks.emailSuporte}?subject=${encodeURIComponent('Relatório de problema - RH')}&body=${encodeURIComponent(body)}`;
    return <AnchorButton icon="envelope" text="Enviar Relatório do Problema" href={href} />;
  }
  const copy = () =>
    navigator.clipboard
      ?.writeText(body)
      .then(() => toast.success('Relatório do problema copiado. Envie-o ao suporte.'))
      .catch(() => toast.warning('Não foi possível copiar o relatório.'));
  return <Button icon="clipboard" text="Copiar Relatório do Problema" onClick={copy} />;
}

/** 500 (spec §2.6): the error boundary's page, and the /500 route. */
export function ServerErrorPage({ error }: { error?: string }): React.JSX.Element {
  const [showDetails, setShowDetails] = useState(false);
  const report = error ?? lastError() ?? '';
  return (
    <div className="rh-error-page">
      <NonIdealState
        icon="error"
        title="Erro Interno do Servidor"
        description="Ocorreu um erro inesperado. Envie o relatório do problema ao suporte para que ele possa ser analisado."
        action={
          <div className="rh-error-actions">
            <HomeButton />
            {report ? <ReportButton report={report} /> : null}
            {report ? <Button text="Ver Detalhes do Erro" icon="code" onClick={() => setShowDetails((shown) => !shown)} /> : null}
          </div>
        }
      />
      {report ? (
        <Collapse isOpen={showDetails}>
          <ErrorDetails text={report} />
        </Collapse>
      ) : null}
    </div>
  );
}
