/** The assistant's speech bubble: one message at a time, gone after its lifetime or when clicked. */
import { useEffect } from 'react';

export interface Fala {
  texto: string;
  ms: number;
  falha?: boolean;
}

export function Balao({ fala, onFim }: { fala: Fala | undefined; onFim: () => void }): React.JSX.Element | null {
  useEffect(() => {
    if (!fala) return;
    const timer = setTimeout(onFim, fala.ms);
    return () => clearTimeout(timer);
  }, [fala, onFim]);
  if (!fala) return null;
  return (
    <div className={`rh-assistente-balao${fala.falha ? ' rh-assistente-balao-falha' : ''}`} role="status" onClick={onFim}>
      {fala.texto}
    </div>
  );
}
