/**
 * The self-hosted proof-of-work captcha ("Eu não sou um robô"): the ALTCHA web component,
 * loaded only when a form has it, solves the server's challenge and the field's value
 * becomes the payload the server checks. Expired or failed: the value is cleared.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useRef } from 'react';

export const CAPTCHA_CHALLENGE_URL = '/api/externo/captcha';

/** The web component's module, with its pt-BR texts; one download per page. */
const loadAltcha = () => Promise.all([import('altcha'), import('altcha/i18n/pt-br')]);

interface StateChange {
  state: string;
  payload?: string;
}

export function CaptchaWidget({ id, onChange, disabled }: WidgetProps): React.JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const report = useEffectEvent((payload: string | undefined) => onChange(payload));
  useEffect(() => {
    let element: HTMLElement | undefined;
    let cancelled = false;
    void loadAltcha().then(() => {
      if (cancelled || !host.current) return;
      element = document.createElement('altcha-widget');
      element.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
      element.setAttribute('language', 'pt-br');
      element.setAttribute('name', id);
      element.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
      element.addEventListener('statechange', (event) => {
        const { state, payload } = (event as CustomEvent<StateChange>).detail;
        report(state === 'verified' ? payload : undefined);
      });
      host.current.replaceChildren(element);
    });
    return () => {
      cancelled = true;
      element?.remove();
    };
  }, [id]);
  return <div ref={host} id={id} className="rh-captcha" aria-disabled={disabled} />;
}
