import { NonIdealState } from '@blueprintjs/core';
import { supportLinks } from '../support-links';
import { HomeButton } from './HomeButton';

/** 404 (spec §2.6). */
export function NotFoundPage(): React.JSX.Element {
  return (
    <div className="rh-error-page">
      <NonIdealState
        icon="search"
        title="Página Não Encontrada"
        description={
          <>
            <p className="rh-error-code">ERRO 404 - PÁGINA NÃO ENCONTRADA</p>
            <p>
              Se você acredita que isto é um erro,{' '}
              {supportLinks.contato ? (
                <a href={supportLinks.contato} target="_blank" rel="noopener noreferrer">
                  entre em contato conosco
                </a>
              ) : (
                'entre em contato com o suporte'
              )}
              .
            </p>
          </>
        }
        action={<HomeButton />}
      />
    </div>
  );
}
